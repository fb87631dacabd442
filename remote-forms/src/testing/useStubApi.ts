import { useStubApi as useSharedStubApi } from '@bookcraft/testing/useStubApi';

/** The forms' stand-in API: unless a test says otherwise, it takes a lead (201) and a field's update on blur (200), as the contract has them. */
export function useStubApi() {
  const stub = useSharedStubApi((request) => (request.path.startsWith('/api/customer/signup/update/') ? { status: 200, body: { ok: true } } : { status: 201, body: { id: 'lead', status: 'received' } }));
  return {
    get api() {
      return stub.api;
    },
    sentLeads: () => stub.api.requests.filter((request) => request.path === '/api/form/submit-form'),
  };
}
