import type { RedisClientType } from 'redis';
import { TooManyRequestsError } from './errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
  /** Takes this hit back (a sign-in that succeeded is not a failure). */
  undo(): Promise<void>;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitResult>;
}

/**
 * Counters whose window opens with a key's first hit and closes windowMs
 * later: in Redis when the server runs as several nodes (one count per
 * visitor across all of them), in memory otherwise. A window of its own per
 * key, not one clock-aligned window for all: a burst that straddles an
 * aligned boundary would start again from zero halfway through and get twice
 * the limit.
 *
 * While Redis is away each node counts in its own memory instead (fail over,
 * not open, not closed): a lead is never refused with a 5xx because of the
 * limiter, and a flood still meets a limit, per node, until Redis is back.
 *
 * Not rate-limiter-flexible (11.4 runs on Node 20, and has the Redis store,
 * the memory fallback and the undo): its memory store keeps a timer per key
 * and no bound on their number, so a flood of new keys while Redis is away
 * would grow a node's memory without end; this one keeps MEMORY_LIMITER_KEYS.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; prefix: string; redis?: RedisClientType }): RateLimiter {
  const { limit, windowMs, prefix, redis } = options;
  const local = memoryLimiter(limit, windowMs);
  if (!redis) return local;
  return {
    async hit(key) {
      const redisKey = `${prefix}:${key}`;
      try {
        // One round trip, and never a counter without its expiry: the first hit creates it with the
        // window's length (NX), the others count within it.
        const [, count, msLeft] = await redis.multi().set(redisKey, '0', { NX: true, PX: windowMs }).incr(redisKey).pTTL(redisKey).execTyped();
        const undo = async () => void (await redis.decr(redisKey).catch(() => undefined));
        return { allowed: Number(count) <= limit, retryAfterSeconds: Math.max(1, Math.ceil(Number(msLeft) / 1000)), undo };
      } catch {
        return local.hit(key);
      }
    },
  };
}

const secondsLeft = (start: number, windowMs: number) => Math.max(1, Math.ceil((start + windowMs - Date.now()) / 1000));

/** Keys counted in memory at most: past it the oldest go first, so a flood of new keys cannot grow a node's memory without end. */
export const MEMORY_LIMITER_KEYS = 50_000;

function memoryLimiter(limit: number, windowMs: number): RateLimiter {
  // A Map keeps insertion order: the first entries are the longest untouched (each hit moves its key to the end).
  const counts = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
      const now = Date.now();
      const current = counts.get(key);
      const entry = current && now < current.start + windowMs ? current : { start: now, count: 0 };
      entry.count += 1;
      counts.delete(key);
      counts.set(key, entry);
      for (const oldest of counts.keys()) {
        if (counts.size <= MEMORY_LIMITER_KEYS) break;
        counts.delete(oldest);
      }
      const undo = async () => {
        if (entry.count > 0) entry.count -= 1;
      };
      return { allowed: entry.count <= limit, retryAfterSeconds: secondsLeft(entry.start, windowMs), undo };
    },
  };
}

/**
 * Who a per-client limit counts: an IPv4 address, or an IPv6 /64 (one
 * subscriber or server holds a whole /64, so its addresses are one client).
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => parseInt(group || '0', 16).toString(16)).join(':')}::/64`;
}

/** What a client hears when it hits a limit. */
export const LIMIT_MESSAGES = {
  leads: 'Too many submissions, please try again later',
  registrations: 'Too many new visitors from this address, please try again later',
  tracking: 'Too many updates, please slow down',
  chat: 'Too many chat requests, please wait a moment',
  chatRooms: 'Too many new chats today, please try again tomorrow',
  passwordResets: 'Too many password reset requests, please try again later',
} as const;

/** Counts one request against `key`; past the limit it throws a 429 with `Retry-After`. */
export async function enforceRateLimit(limiter: RateLimiter, key: string, message: string): Promise<void> {
  const result = await limiter.hit(key);
  if (!result.allowed) throw new TooManyRequestsError(message, result.retryAfterSeconds);
}
