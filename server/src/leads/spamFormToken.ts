import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../core/sameSecret';

/**
 * A lead form's token for the no-JavaScript path (docs/spam.md, "Without JavaScript"):
 * `issuedAtMs.nonce.signature`, the signature an HMAC-SHA-256 of the rest with the key that signs
 * the lead challenges, under a label of its own so that no challenge signature can pass for one.
 */
const LABEL = 'lead-form-token';
const TOKEN_PATTERN = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (hmacKey: string, issuedAt: number, nonce: string) => createHmac('sha256', hmacKey).update(`${LABEL}.${issuedAt}.${nonce}`).digest('base64url');

export function signFormToken(hmacKey: string, issuedAt: number): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${issuedAt}.${nonce}.${signatureOf(hmacKey, issuedAt, nonce)}`;
}

/** The token's issue time and nonce, when the key signed it; undefined for anything else. */
export function readFormToken(hmacKey: string, token: string): { issuedAt: number; nonce: string } | undefined {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return undefined;
  const issuedAt = Number(match[1]);
  const nonce = match[2]!;
  return sameSecret(match[3]!, signatureOf(hmacKey, issuedAt, nonce)) ? { issuedAt, nonce } : undefined;
}
