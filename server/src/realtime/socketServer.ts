import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createClient } from 'redis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { ServerConfig } from '../config';

export interface SocketServer {
  io: Server;
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's HTTP server, websocket transport only. With
 * REDIS_URL set, the Redis Streams adapter carries rooms and broadcasts
 * between server processes and keeps connection-state recovery working
 * across them; no sticky sessions are needed.
 */
export async function createSocketServer(httpServer: HttpServer, config: ServerConfig): Promise<SocketServer> {
  const redis = config.redisUrl ? createClient({ url: config.redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } }) : undefined;
  if (redis) {
    redis.on('error', (error: Error) => console.error('Redis error', error.message));
    await redis.connect();
  }
  const io = new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 1e6,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    ...(redis ? { adapter: createAdapter(redis) } : {}),
  });
  return {
    io,
    async close() {
      await io.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}
