import { createHash } from 'node:crypto';
import type { LeadChallenge } from '@bookcraft/shared/contracts';

/** The solution of a lead challenge, as the lead's `altcha` carries it (ALTCHA's base64 JSON). */
export function solutionOf(challenge: LeadChallenge, number: number = solve(challenge)): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: hash, number, salt, signature })).toString('base64');
}

/** The number whose SHA-256 with the salt is the challenge, found as the browser finds it. */
export function solve(challenge: LeadChallenge): number {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(challenge.salt + number).digest('hex') === challenge.challenge) return number;
  }
  throw new Error('The challenge has no solution');
}

export async function fetchChallenge(baseUrl: string): Promise<LeadChallenge> {
  const response = await fetch(`${baseUrl}/api/lead-challenge`);
  if (response.status !== 200) throw new Error(`GET /api/lead-challenge answered ${response.status}`);
  return (await response.json()) as LeadChallenge;
}

/** A solved challenge from the server at `baseUrl`: the `altcha` a lead form sends with its lead (docs/spam.md). */
export async function solveChallenge(baseUrl: string): Promise<string> {
  return solutionOf(await fetchChallenge(baseUrl));
}
