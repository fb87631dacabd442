import { createHmac, randomBytes } from 'node:crypto';
import { sameSecret } from '../core/sameSecret';
import type { Database } from '../core/db/database';

/**
 * Visitors are anonymous but not unguarded: registration returns a token,
 * `<customerId>.<HMAC>`, that proves which customer record a browser owns.
 * The key lives in the database, so every node and every restart agrees.
 */
export interface VisitorTokens {
  issue(customerId: string): string;
  /** The customer id the token was issued for, or null when it is forged or malformed. */
  verify(token: string | undefined): string | null;
}

export async function loadVisitorTokens(db: Database, configuredSecret?: string): Promise<VisitorTokens> {
  let secret = configuredSecret;
  if (!secret) {
    await db.query(`INSERT INTO app_settings (key, value) VALUES ('visitor_token_secret', $1) ON CONFLICT (key) DO NOTHING`, [randomBytes(32).toString('base64url')]);
    const [row] = await db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'visitor_token_secret'`);
    secret = row!.value;
  }
  const sign = (customerId: string) => createHmac('sha256', secret!).update(customerId).digest('base64url');
  return {
    issue: (customerId) => `${customerId}.${sign(customerId)}`,
    verify(token) {
      const parts = (token ?? '').split('.');
      // Exactly `<id>.<HMAC>`: a valid token with anything added is not that token.
      if (parts.length !== 2) return null;
      const [customerId, signature] = parts as [string, string];
      if (!customerId || !signature) return null;
      return sameSecret(signature, sign(customerId)) ? customerId : null;
    },
  };
}
