import { createClient, type RedisClientType } from 'redis';
import type { Log } from '../core/log';

/** The longest a command may wait on a connected Redis that stopped answering. */
const COMMAND_TIMEOUT_MS = 2_000;

/**
 * Connects to Redis, reconnecting with back-off for as long as it takes.
 * While Redis is away, commands fail at once (no offline queue) and a
 * silent one times out: the rate limit and the socket relay go on without
 * it (see `socketAdapterClient`) instead of waiting for it. Errors are
 * logged once per outage, never thrown at the process.
 */
export async function connectRedis(url: string, log: Log): Promise<RedisClientType> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 + retries * 100, 2_000) },
  });
  let away = false;
  client.on('error', (error: Error) => {
    if (!away) log.error(`Redis unavailable: ${error.message}`);
    away = true;
  });
  client.on('ready', () => {
    if (away) log.warn('Redis is back');
    away = false;
  });
  await client.connect();
  return client as RedisClientType;
}

/**
 * The client handed to the Socket.IO Redis Streams adapter. The adapter
 * publishes a broadcast before delivering it to this node's own sockets, so
 * a publish that waited for Redis would hold up local delivery too: through
 * this client it fails at once and the adapter delivers locally (it catches
 * that). The adapter also fires commands it never awaits (saving a session
 * for connection-state recovery); their refusal is marked handled so it
 * never becomes an unhandled rejection. The stream readers and subscriber
 * it duplicates keep the offline queue and no timeout: their blocking reads
 * wait for Redis to return (instead of failing in a tight loop) and carry on
 * from where they were, so cross-node relay resumes by itself.
 */
export function socketAdapterClient(client: RedisClientType): RedisClientType {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'duplicate') {
        return (overrides: Record<string, unknown> = {}) => target.duplicate({ ...overrides, disableOfflineQueue: false, commandOptions: undefined });
      }
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (result instanceof Promise) result.catch(() => undefined);
        return result;
      };
    },
  });
}
