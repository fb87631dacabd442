import type { RedisClientType } from 'redis';
import type { ServerConfig } from './config';
import { clientKey, createRateLimiter, enforceRateLimit, LIMIT_MESSAGES } from './rateLimit';

/** Counts one call of a visitor (when known), and of the client address (when known); past either limit it throws a 429. */
export interface VisitorLimit {
  count(customerId: string | undefined, ip?: string): Promise<void>;
}

/**
 * Per visitor, so a reconnect or a second socket starts no new count; per
 * client address, so many visitors made by one client share one. In Redis
 * when set, so the counts hold across nodes.
 */
function visitorLimit(name: 'tracking' | 'chat', limits: { perVisitor: number; perClient: number; windowMs: number }, redis?: RedisClientType): VisitorLimit {
  const { windowMs } = limits;
  const perVisitor = createRateLimiter({ limit: limits.perVisitor, windowMs, prefix: `bookcraft:${name}:visitor`, redis });
  const perClient = createRateLimiter({ limit: limits.perClient, windowMs, prefix: `bookcraft:${name}:client`, redis });
  return {
    async count(customerId, ip) {
      if (customerId) await enforceRateLimit(perVisitor, customerId, LIMIT_MESSAGES[name]);
      if (ip) await enforceRateLimit(perClient, clientKey(ip), LIMIT_MESSAGES[name]);
    },
  };
}

/** Tracking writes: the customer routes, every socket event and each socket connection. */
export const trackingLimit = (config: ServerConfig, redis?: RedisClientType) =>
  visitorLimit('tracking', { perVisitor: config.trackingRateLimit, perClient: config.trackingClientRateLimit, windowMs: config.trackingRateWindowMs }, redis);

/** Every chat and media call a visitor makes, over HTTP or the socket (without it, one token could store 200 messages in 3 s). */
export const chatLimit = (config: ServerConfig, redis?: RedisClientType) =>
  visitorLimit('chat', { perVisitor: config.chatRateLimit, perClient: config.chatClientRateLimit, windowMs: config.chatRateWindowMs }, redis);
