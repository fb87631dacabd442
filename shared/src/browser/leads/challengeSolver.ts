import { api } from '../api';
import type { LeadChallenge } from '../../contract/api/marketingAnswers';

// The lead forms' proof of work (docs/spam.md), loaded when the visitor starts a form (challenge.ts):
// fetches a challenge and finds the number n with SHA-256(salt + n) = challenge while they type.

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

/** Fetches a challenge and solves it: the lead's `altcha`, or undefined when there is none to send. */
export async function fetchAndSolve(): Promise<string | undefined> {
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
