import { setRuntimeConfig } from '@bookcraft/shared';
import { startStubApi, type Responder, type StubApi } from './stubApi';

/**
 * A real HTTP server standing in for the API for one test file (the real
 * API is tested in server/ and e2e/). Call at the top of the file, before
 * anything calls api(): the client keeps the base URL it is first made with.
 * Each test starts with no recorded requests and, given `defaultAnswer`,
 * with that answer again; a test whose client made a call the real server
 * refuses fails, naming the call.
 */
export function useStubApi(defaultAnswer?: Responder) {
  const handle = {} as { api: StubApi };
  beforeAll(async () => {
    handle.api = await startStubApi();
    setRuntimeConfig({ apiBaseUrl: `${handle.api.url}/api` });
  });
  afterAll(() => handle.api.close());
  beforeEach(() => {
    handle.api.requests.length = 0;
    if (defaultAnswer) handle.api.respondWith(defaultAnswer);
  });
  afterEach(() => handle.api.assertNoViolations());
  return {
    get api() {
      return handle.api;
    },
  };
}
