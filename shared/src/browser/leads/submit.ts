import { api, httpStatusOf, isApiError, isRefusal } from '../api';
import { visitorHeaders } from '../tracking/visitorAuth';
import type { FieldErrors } from '../../contract/schemas/fieldErrors';
import type { LeadPayload } from '../../contract/schemas/leads';
import type { ApiAnswer } from '../../contract/api/apiRoutes';
import { storedList } from '../storage/storedList';
import { LEAD_OUTBOX_STORAGE_KEY } from '../../contract/constants';

export const LEAD_ENDPOINT = '/form/submit-form';

/** The server's receipt for a lead it took (the contract's 201). */
export type LeadReceipt = ApiAnswer<'POST /api/form/submit-form'>;

/** The server refused the lead as sent (400): the failing fields, keyed as the payload names them. */
export class LeadRejectedError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('The lead was rejected');
  }
}

/** The server could not be reached or failed: the lead waits in this browser's outbox. */
export class LeadQueuedError extends Error {
  constructor() {
    super('The lead is queued for delivery');
  }
}

interface OutboxEntry {
  key: string;
  payload: LeadPayload;
  queuedAt: string;
}

/** A random idempotency key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const outbox = storedList<OutboxEntry>(LEAD_OUTBOX_STORAGE_KEY);
const readOutbox = outbox.read;
const writeOutbox = outbox.write;

const dropFromOutbox = (key: string) => writeOutbox(readOutbox().filter((entry) => entry.key !== key));

/** Network errors, time-outs, 5xx and 429 may succeed later; a refusal (any other 4xx) is final. */
const isWorthRetrying = (error: unknown) => !isRefusal(error);

/** The failing fields of a 400, keyed as the payload names them. */
const fieldErrorsOf = (error: unknown): FieldErrors => (isApiError(error) && (error.response?.data as { fields?: FieldErrors } | undefined)?.fields) || {};

async function post(key: string, payload: LeadPayload): Promise<LeadReceipt> {
  // With the visitor's token the server links the lead to the visitor staff are watching.
  const response = await api().post<LeadReceipt>(LEAD_ENDPOINT, payload, { headers: { 'Idempotency-Key': key, ...(await visitorHeaders()) } });
  return response.data;
}

/**
 * Sends a lead once. The same key for the same submission makes every retry
 * (a second click, the outbox, another tab) land as one lead. A lead that
 * cannot be delivered now is kept in the outbox and LeadQueuedError thrown.
 */
export async function submitLead(payload: LeadPayload, key: string = newIdempotencyKey()): Promise<LeadReceipt> {
  try {
    const receipt = await post(key, payload);
    dropFromOutbox(key);
    return receipt;
  } catch (error) {
    if (isWorthRetrying(error)) {
      writeOutbox([...readOutbox().filter((entry) => entry.key !== key), { key, payload, queuedAt: new Date().toISOString() }]);
      throw new LeadQueuedError();
    }
    dropFromOutbox(key);
    if (httpStatusOf(error) === 400) throw new LeadRejectedError(fieldErrorsOf(error));
    throw error;
  }
}

let flushing: Promise<number> | undefined;

/** Sends every queued lead; an entry leaves the outbox only once the server has answered for it. Resolves to how many were delivered. */
export function flushLeadOutbox(): Promise<number> {
  flushing ??= (async () => {
    let delivered = 0;
    for (const entry of readOutbox()) {
      try {
        await post(entry.key, entry.payload);
        dropFromOutbox(entry.key);
        delivered += 1;
      } catch (error) {
        // The API is away: the rest would fail too, and all wait for the next flush.
        if (isWorthRetrying(error)) break;
        const status = httpStatusOf(error);
        if (status === 400) {
          // Its fields are refused: sent again as it is, it would be refused for ever.
          console.warn('Lead outbox: a queued lead failed validation and was dropped', { queuedAt: entry.queuedAt, fields: fieldErrorsOf(error) });
          dropFromOutbox(entry.key);
        } else {
          // Any other refusal is not the lead's fault (a deploy, a key the server no longer knows): it is kept for a later flush.
          console.error(`Lead outbox: a queued lead was refused (${status}) and kept`, { queuedAt: entry.queuedAt }, error);
        }
      }
    }
    return delivered;
  })().finally(() => {
    flushing = undefined;
  });
  return flushing;
}

export function queuedLeadCount(): number {
  return readOutbox().length;
}

/** Retries the outbox now and whenever the browser comes back online; returns the stop function. */
export function startLeadOutbox(): () => void {
  const flush = () => void flushLeadOutbox();
  flush();
  window.addEventListener('online', flush);
  return () => window.removeEventListener('online', flush);
}
