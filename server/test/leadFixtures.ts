import { FORM_TYPES, familyAFields, type FormType } from '@bookcraft/shared';
import { solveChallenge } from './leadChallenge';

/** A valid family A lead for a form type: exactly the fields that form shows. */
export function familyALead(formType: FormType, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = familyAFields(formType);
  return {
    formType,
    full_name: 'Ada Writer',
    email: 'ada@example.com',
    phone: '(212) 555-0147',
    message: `A ${formType} book about lighthouses.`,
    link: `http://site.test/book-publishing-services?utm_source=google&utm_campaign=spring&utm_term=publish+my+book`,
    ...(fields.budget ? { service: fields.budget[1] } : {}),
    ...(fields.fixedService ? { service: fields.fixedService } : {}),
    ...(fields.genres ? { genre: fields.genres[0] } : {}),
    ...(fields.manuscriptStatus ? { manuscript_status: fields.manuscriptStatus[0] } : {}),
    ...overrides,
  };
}

export function familyBLead(variant: 'landing' | 'footer', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formFamily: 'B',
    variant,
    formType: 'Publishing',
    first_name: 'Grace',
    last_name: 'Author',
    email: 'grace@example.com',
    phone: '212-555-0148',
    service: 'Ghostwriting, Editing & Proofreading',
    message: 'My memoir needs an editor.',
    optIn: true,
    link: 'http://site.test/LP-GN-MET?gclid=abc123',
    ...overrides,
  };
}

export const ALL_FORM_TYPES = FORM_TYPES;

/** The solution sent with each idempotency key, so that a retry is the same request. */
const solutionsByKey = new Map<string, Promise<string>>();

/**
 * Posts a lead as a lead form does: with the server's challenge solved (docs/spam.md), unless the
 * body says what its `altcha` is (or is not an object). A retry with the same Idempotency-Key sends
 * the same solution. Posting straight to the API without one: `postUnsolvedLead`.
 */
export async function postLead(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'altcha' in body) return postUnsolvedLead(url, body, headers, signal);
  const key = Object.entries(headers).find(([name]) => name.toLowerCase() === 'idempotency-key')?.[1];
  const solution = key ? (solutionsByKey.get(`${url} ${key}`) ?? solveChallenge(url)) : solveChallenge(url);
  if (key) solutionsByKey.set(`${url} ${key}`, solution);
  return postUnsolvedLead(url, { ...body, altcha: await solution }, headers, signal);
}

export const postUnsolvedLead = (url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal) =>
  fetch(`${url}/api/form/submit-form`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal });
