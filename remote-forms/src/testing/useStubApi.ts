import { setRuntimeConfig } from '@bookcraft/shared';
import { startStubApi } from '../../../tooling/testing/stubApi';

/**
 * The forms talk to a real HTTP server standing in for the API (the real API
 * is tested in server/ and e2e/); it answers 201 unless a test says otherwise.
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
    handle.api.respondWith(() => ({ status: 201, body: { id: 'lead', status: 'received' } }));
  });
  return {
    get api() {
      return handle.api;
    },
    sentLeads: () => handle.api.requests.filter((request) => request.path === '/api/form/submit-form'),
  };
}
