import { useStubApi as useSharedStubApi } from '@bookcraft/testing/useStubApi';

/** The forms' stand-in API: it answers 201 unless a test says otherwise. */
export function useStubApi() {
  const stub = useSharedStubApi(() => ({ status: 201, body: { id: 'lead', status: 'received' } }));
  return {
    get api() {
      return stub.api;
    },
    sentLeads: () => stub.api.requests.filter((request) => request.path === '/api/form/submit-form'),
  };
}
