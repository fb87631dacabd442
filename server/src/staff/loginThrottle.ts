import type { RedisClientType } from 'redis';
import { createRateLimiter } from '../http/rateLimit';

export interface SignInAttempt {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The attempt succeeded: it does not count as a failure (nobody else's failures are forgiven). */
  succeeded(): Promise<void>;
}

/**
 * Password guessing: failed sign-ins are counted per account (the e-mail
 * typed, known or not) and per client IP, in Redis across nodes. Once either
 * count is used up, every attempt in the window answers 429, the right
 * password too, without the password being checked.
 *
 * Each attempt is counted before its password is checked, so guesses sent in
 * parallel cannot all slip in before the first failure is known; a success
 * takes back only its own count.
 */
export function loginThrottle(options: { maxFailures: number; windowMs: number; redis?: RedisClientType }) {
  const limiter = (prefix: string) => createRateLimiter({ limit: options.maxFailures, windowMs: options.windowMs, prefix, redis: options.redis });
  const byAccount = limiter('bookcraft:login:account');
  const byIp = limiter('bookcraft:login:ip');

  return {
    async attempt(email: string, ip: string): Promise<SignInAttempt> {
      const counts = await Promise.all([byAccount.hit(email.toLowerCase()), byIp.hit(ip)]);
      return {
        allowed: counts.every((count) => count.allowed),
        retryAfterSeconds: Math.max(...counts.map((count) => count.retryAfterSeconds)),
        succeeded: async () => void (await Promise.all(counts.map((count) => count.undo()))),
      };
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
