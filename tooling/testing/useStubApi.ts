import { setRuntimeConfig } from '@bookcraft/shared';
import { startStubApi, type Responder } from './stubApi';

/**
 * A real HTTP server standing in for the API for one test file (the real
 * API is tested in server/ and e2e/). Call at the top of the file, before
 * anything calls api(): the client keeps the base URL it is first made with.
 * Each test starts with no recorded requests and, given `defaultAnswer`,
 * with that answer again.
 */
export function useStubApi(defaultAnswer?: Responder) {
  const handle = {} as { api: Awaited<ReturnType<typeof startStubApi>> };
  beforeAll(async () => {
    handle.api = await startStubApi();
    setRuntimeConfig({ apiBaseUrl: `${handle.api.url}/api` });
  });
  afterAll(() => handle.api.close());
  beforeEach(() => {
    handle.api.requests.length = 0;
    if (defaultAnswer) handle.api.respondWith(defaultAnswer);
  });
  return {
    get api() {
      return handle.api;
    },
  };
}
