import { useRef } from 'react';
import { emit, LEAD_TOASTS, LeadRejectedError, newIdempotencyKey, submitLead, takeLeadChallenge } from '@bookcraft/shared';
import type { FieldErrors, LeadPayload } from '@bookcraft/shared/contracts';
import { rememberLeadDetails } from '../consultation/leadDetails';

export type SubmissionOutcome = { sent: true } | { sent: false; fieldErrors?: FieldErrors };

/**
 * Sends a lead with the toasts of requirements §4.3, shown by the shell's toaster.
 * Sending the same values again (a second click after a failure) reuses the
 * idempotency key, so however often it is retried, here or from the outbox,
 * it is stored once.
 */
export function useLeadSubmission(messages: { success: string; failure: string }, options: { plainIcons?: boolean } = {}) {
  const attempt = useRef<{ body: string; key: string; altcha: Promise<string | undefined> } | null>(null);
  const plainIcon = options.plainIcons;

  return async function send(payload: LeadPayload): Promise<SubmissionOutcome> {
    const body = JSON.stringify(payload);
    // A retry of the same values is the same request: the same key and the same solved challenge
    // (docs/spam.md). Values corrected after a refusal keep the challenge: it was not used up.
    if (attempt.current?.body !== body) attempt.current = { body, key: newIdempotencyKey(), altcha: attempt.current?.altcha ?? takeLeadChallenge() };
    const id = `lead-${attempt.current.key}`;
    emit('toast', { id, kind: 'loading', message: LEAD_TOASTS.loading });
    try {
      // Still being solved: the button stays pending until it is (a lead without one goes to the Spam folder).
      const altcha = await attempt.current.altcha;
      await submitLead(altcha ? { ...payload, altcha } : payload, attempt.current.key);
      attempt.current = null;
      rememberLeadDetails(payload);
      emit('toast', { id, kind: 'success', message: messages.success, plainIcon });
      return { sent: true };
    } catch (error) {
      emit('toast', { id, kind: 'error', message: messages.failure, plainIcon });
      return error instanceof LeadRejectedError ? { sent: false, fieldErrors: error.fields } : { sent: false };
    }
  };
}
