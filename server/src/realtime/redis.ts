import { createClient, type RedisClientType } from 'redis';

/** Connects to Redis, reconnecting with back-off; errors are logged, never thrown at the process. */
export async function connectRedis(url: string): Promise<RedisClientType> {
  const client = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
  client.on('error', (error: Error) => console.error('Redis error', error.message));
  await client.connect();
  return client as RedisClientType;
}
