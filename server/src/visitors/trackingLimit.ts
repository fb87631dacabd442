import type { RedisClientType } from 'redis';
import type { ServerConfig } from '../config';
import { clientKey, createRateLimiter, enforceRateLimit, LIMIT_MESSAGES } from '../http/rateLimit';

/** Counts one tracking write (a route, a socket event, a socket connection) of a visitor, and of the client address when known. */
export interface TrackingLimit {
  count(customerId: string, ip?: string): Promise<void>;
}

/**
 * Per visitor, so a reconnect or a second socket starts no new count; per
 * client address, so many visitors made by one client share one. In Redis
 * when set, so the counts hold across nodes.
 */
export function trackingLimit(config: ServerConfig, redis?: RedisClientType): TrackingLimit {
  const windowMs = config.trackingRateWindowMs;
  const perVisitor = createRateLimiter({ limit: config.trackingRateLimit, windowMs, prefix: 'bookcraft:tracking:visitor', redis });
  const perClient = createRateLimiter({ limit: config.trackingClientRateLimit, windowMs, prefix: 'bookcraft:tracking:client', redis });
  return {
    async count(customerId, ip) {
      await enforceRateLimit(perVisitor, customerId, LIMIT_MESSAGES.tracking);
      if (ip) await enforceRateLimit(perClient, clientKey(ip), LIMIT_MESSAGES.tracking);
    },
  };
}
