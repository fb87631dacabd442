import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { RedisClientType } from 'redis';
import { createAdapter } from '@socket.io/redis-streams-adapter';

/**
 * Socket.IO on the API's HTTP server, websocket transport only. With Redis,
 * the Redis Streams adapter carries rooms and broadcasts between server
 * processes and keeps connection-state recovery working across them; no
 * sticky sessions are needed.
 */
export function createSocketServer(httpServer: HttpServer, redis?: RedisClientType): Server {
  return new Server(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 1e6,
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000 },
    ...(redis ? { adapter: createAdapter(redis) } : {}),
  });
}
