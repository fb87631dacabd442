import type { RedisClientType } from 'redis';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

/**
 * Fixed-window counters: in Redis when the server runs as several nodes (one
 * count per visitor across all of them), in memory otherwise.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; prefix: string; redis?: RedisClientType }): RateLimiter {
  const { limit, windowMs, prefix, redis } = options;
  const windowStart = () => Math.floor(Date.now() / windowMs) * windowMs;
  const secondsLeft = (start: number) => Math.max(1, Math.ceil((start + windowMs - Date.now()) / 1000));

  if (redis) {
    return {
      async hit(key) {
        const start = windowStart();
        const redisKey = `${prefix}:${key}:${start}`;
        const count = await redis.incr(redisKey);
        if (count === 1) await redis.pExpire(redisKey, windowMs);
        return { allowed: count <= limit, retryAfterSeconds: secondsLeft(start) };
      },
    };
  }

  const counts = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
      const start = windowStart();
      const current = counts.get(key);
      const entry = current && current.start === start ? current : { start, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
      if (counts.size > 50_000) for (const [k, v] of counts) if (v.start !== start) counts.delete(k);
      return { allowed: entry.count <= limit, retryAfterSeconds: secondsLeft(start) };
    },
  };
}
