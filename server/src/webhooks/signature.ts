import { createHmac } from 'node:crypto';

/**
 * `BookCraft-Signature`, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * The timestamp is signed with the body, so a captured delivery cannot be replayed later than the receiver's
 * tolerance (docs/webhooks.md: 5 minutes from its own clock).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
