import { api } from '../api';
import type { LeadChallenge } from '../contract/marketingAnswers';

// The lead forms' proof of work (docs/spam.md): when the visitor starts a form, the page fetches a
// challenge and finds the number n with SHA-256(salt + n) = challenge while they type; the lead
// carries the answer as `altcha`. A lead without one is not refused: it lands in the Spam folder.

/** Hashes tried at once between two yields to the page: a few milliseconds of work each time. */
const BATCH = 500;

const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const sameBytes = (digest: ArrayBuffer, target: Uint8Array) => {
  const bytes = new Uint8Array(digest);
  return bytes.length === target.length && bytes.every((byte, index) => byte === target[index]);
};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

const isChallenge = (answer: unknown): answer is LeadChallenge => {
  const challenge = answer as Partial<LeadChallenge> | null;
  return challenge?.algorithm === 'SHA-256' && typeof challenge.challenge === 'string' && typeof challenge.salt === 'string' && typeof challenge.signature === 'string' && Number.isInteger(challenge.maxnumber);
};

/** The number that solves the challenge, tried in batches so the page stays responsive; undefined when none does. */
async function solveLeadChallenge(challenge: LeadChallenge): Promise<number | undefined> {
  const target = bytesOfHex(challenge.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, challenge.maxnumber - start + 1) }, (_, offset) => start + offset);
    const digests = await Promise.all(numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + number))));
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) return numbers[found];
    await nextTask();
  }
  return undefined;
}

/** The solved challenge as a lead's `altcha`: ALTCHA's base64 JSON. */
const altchaOf = ({ algorithm, challenge, salt, signature }: LeadChallenge, number: number) => btoa(JSON.stringify({ algorithm, challenge, number, salt, signature }));

async function fetchAndSolve(): Promise<string | undefined> {
  try {
    const { data } = await api().get<unknown>('/lead-challenge');
    if (!isChallenge(data)) return undefined;
    const number = await solveLeadChallenge(data);
    return number === undefined ? undefined : altchaOf(data, number);
  } catch {
    // No challenge (offline, or no crypto.subtle on a page not served over HTTPS): the lead goes without, to the Spam folder.
    return undefined;
  }
}

let pending: Promise<string | undefined> | undefined;

/** Starts fetching and solving a challenge (a form's first focus); one at a time on the page, used by the next lead. */
export function prepareLeadChallenge(): void {
  pending ??= fetchAndSolve();
}

/**
 * The solved challenge for the lead being sent, waiting for it if it is still being solved, but no
 * longer than `waitMs`: a lead sent without is in the Spam folder, never lost. Each is used once.
 */
export function takeLeadChallenge(waitMs = 8_000): Promise<string | undefined> {
  prepareLeadChallenge();
  const solution = pending!;
  pending = undefined;
  return Promise.race([solution, new Promise<undefined>((resolve) => setTimeout(resolve, waitMs))]);
}

/** Drops a challenge being solved (a test's page is new for each test). */
export function forgetLeadChallenge(): void {
  pending = undefined;
}
