import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Leads as a lead form sends them, each with its own solved challenge (docs/spam.md), so that the
 * server verifies every one and stores a real lead rather than spam.
 *
 * Solving the server's own challenges costs about 5,000 hashes each, milliseconds of CPU per lead:
 * tens of thousands of leads would take the generator minutes on the machine's shared cores. So the
 * bench's servers sign challenges with a key the bench gives them (LEAD_CHALLENGE_KEY), and the bench
 * issues each challenge itself, as the server does (ALTCHA's format, with `issued` in the salt:
 * server/src/leads/spamCheck.ts), picking its number: the server's checks are the same, and the
 * bench's cost is one hash and one HMAC a lead, all paid before the timed phase.
 */
export const BENCH_CHALLENGE_KEY = 'bench-lead-challenge-key-not-for-production';
const MAX_NUMBER = 10_000;
const TTL_MS = 10 * 60_000;
/** How long a person took to fill the form in: the challenge is dated that long before the lead leaves (LEAD_MIN_FILL_MS). */
const FILL_MS = 2_000;

function solvedChallenge(issued: number): string {
  const params = new URLSearchParams({ expires: String(Math.floor((issued + TTL_MS) / 1000)), issued: String(issued) });
  const salt = `${randomBytes(12).toString('hex')}?${params}&`;
  const number = Math.floor(Math.random() * (MAX_NUMBER + 1));
  const challenge = createHash('sha256').update(salt + number).digest('hex');
  const signature = createHmac('sha256', BENCH_CHALLENGE_KEY).update(challenge).digest('hex');
  return Buffer.from(JSON.stringify({ algorithm: 'SHA-256', challenge, number, salt, signature })).toString('base64');
}

/** `count` bodies of `lead`, each with a challenge of its own, solved, and issued as a person would have started the form. */
export function solvedLeadBodies(lead: Record<string, unknown>, count: number): string[] {
  const issued = Date.now() - FILL_MS;
  return Array.from({ length: count }, () => JSON.stringify({ ...lead, altcha: solvedChallenge(issued) }));
}
