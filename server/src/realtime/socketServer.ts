import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ClientEvents, ServerEvents, SocketServer } from './socketTypes';
import type { RedisClientType } from 'redis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { CHAT_LIMITS } from '@bookcraft/shared/core';
import { originAllowed } from './handshake';

/**
 * Socket.IO on the API's HTTP server, websocket transport only. With Redis,
 * the Redis Streams adapter carries rooms and broadcasts between server
 * processes and keeps connection-state recovery working across them; no
 * sticky sessions are needed.
 */
export function createSocketServer(httpServer: HttpServer, options: { redis?: RedisClientType; publicUrl?: string; partnerOrigins: string[] }): SocketServer {
  return new Server<ClientEvents, ServerEvents>(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // A chat message is at most a few KB of text; images go over HTTP.
    maxHttpBufferSize: CHAT_LIMITS.messageLength * 4 + 4_096,
    // A recovered socket is authenticated again: its visitor may be gone, its staff session ended, while it was away.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    allowRequest: (request, callback) => callback(null, originAllowed(request, options)),
    ...(options.redis ? { adapter: createAdapter(options.redis) } : {}),
  });
}
