import { forgetLeadChallenge } from '@bookcraft/shared';
import type { Responder } from '@bookcraft/testing/stubApi';
import { useStubApi as useSharedStubApi } from '@bookcraft/testing/useStubApi';

/** A lead challenge (docs/spam.md) whose answer is 7: SHA-256('test-salt&7'). */
const LEAD_CHALLENGE = { algorithm: 'SHA-256', challenge: 'a760cb137c40c3096a7ed0fbd6a1426267db310a9fcb14d36da07d848877b184', maxnumber: 20, salt: 'test-salt&', signature: 'test-signature' } as const;

/** The challenge is always given, whatever a test answers the form's other calls with (a lead held back, refused or lost). */
const challengeGiven =
  (answer: Responder): Responder =>
  (request) =>
    request.path === '/api/lead-challenge' ? { status: 200, body: LEAD_CHALLENGE } : answer(request);

/** The forms' stand-in API: unless a test says otherwise, it takes a lead (201) and a field's update on blur (200), as the contract has them; it always gives a lead challenge. */
export function useStubApi() {
  beforeEach(forgetLeadChallenge);
  const stub = useSharedStubApi(challengeGiven((request) => (request.path.startsWith('/api/customer/signup/update/') ? { status: 200, body: { ok: true } } : { status: 201, body: { id: 'lead', status: 'received' } })));
  return {
    get api() {
      return { ...stub.api, respondWith: (answer: Responder) => stub.api.respondWith(challengeGiven(answer)) };
    },
    sentLeads: () => stub.api.requests.filter((request) => request.path === '/api/form/submit-form'),
  };
}
