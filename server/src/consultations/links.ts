import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a booking's mailed links (change, cancel): only its hash is stored, so a copy of the
 * table opens no booking. A new one comes with every change, and a cancelled booking has none: each
 * link works once.
 */
export function newLinkSecret(): { value: string; hash: string } {
  const value = randomBytes(24).toString('base64url');
  return { value, hash: linkHash(value) };
}

export const linkHash = (secret: string) => createHash('sha256').update(secret).digest('hex');
