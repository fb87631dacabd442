import { setRuntimeConfig } from '@bookcraft/shared';
import { startStubApi } from '../../../tooling/testing/stubApi';

/**
 * The blog talks to a real HTTP server standing in for the API (the real
 * API is tested in server/ and e2e/). Call at the top of a test file, before
 * anything calls api(): the client keeps the base URL it is first made with.
 */
export function useStubApi() {
  const handle = {} as { api: Awaited<ReturnType<typeof startStubApi>> };
  beforeAll(async () => {
    handle.api = await startStubApi();
    setRuntimeConfig({ apiBaseUrl: `${handle.api.url}/api` });
  });
  afterAll(() => handle.api.close());
  beforeEach(() => {
    handle.api.requests.length = 0;
  });
  return {
    get api() {
      return handle.api;
    },
  };
}
