import { timingSafeEqual } from 'node:crypto';

/**
 * Whether what a client sent is the signature or hash expected, compared in a time that does not tell how
 * much of it matched. Compared as bytes: two texts of one length in characters may differ in bytes, which
 * `timingSafeEqual` refuses with an error rather than an answer.
 */
export function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}
