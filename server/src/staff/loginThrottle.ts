import type { RedisClientType } from 'redis';
import { clientKey, createRateLimiter } from '../core/rateLimit';

export interface SignInAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The attempt succeeded: it does not count as a failure (nobody else's failures are forgiven). */
  succeeded(): Promise<void>;
}

/**
 * Password guessing: failed sign-ins are counted per client (an IPv4
 * address, or an IPv6 /64), in Redis across nodes. Once a client's count is
 * used up, its every attempt in the window answers 429, the right password
 * too, without the password being checked.
 *
 * Failures are never counted per account: anyone can type the staff e-mail,
 * and a count per account would let any visitor keep the staff locked out.
 * What this leaves open, guessing from many addresses at a few guesses each,
 * is why STAFF_PASSWORD must be long (SECURITY.md).
 *
 * Each attempt is counted before its password is checked, so guesses sent in
 * parallel cannot all slip in before the first failure is known; a success
 * takes back only its own count.
 */
export function loginThrottle(options: { maxFailures: number; windowMs: number; redis?: RedisClientType }) {
  const byClient = createRateLimiter({ limit: options.maxFailures, windowMs: options.windowMs, prefix: 'bookcraft:login:ip', redis: options.redis });

  return {
    async attempt(ip: string): Promise<SignInAttempt> {
      const count = await byClient.hit(clientKey(ip));
      return { allowed: count.allowed, retryAfterSeconds: count.retryAfterSeconds, succeeded: count.undo };
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
