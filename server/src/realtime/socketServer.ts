import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ClientEvents, ServerEvents, SocketServer } from '../core/socketServer';
import type { RedisClientType } from 'redis';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { CHAT_LIMITS } from '@bookcraft/shared/core';
import { originAllowed } from '../http/publicOrigin';

/**
 * Socket.IO on the API's HTTP server, websocket transport only. With Redis,
 * the Redis Streams adapter carries rooms and broadcasts between server
 * processes and keeps connection-state recovery working across them; no
 * sticky sessions are needed.
 */
export function createSocketServer(httpServer: HttpServer, options: { redis?: RedisClientType; publicUrl?: string; partnerOrigins: string[] }): SocketServer {
  const io = new Server<ClientEvents, ServerEvents>(httpServer, {
    path: '/socket.io',
    transports: ['websocket'],
    serveClient: false,
    // A chat message is at most a few KB of text; images go over HTTP.
    maxHttpBufferSize: CHAT_LIMITS.messageLength * 4 + 4_096,
    // A recovered socket is authenticated again (its visitor may be gone while it was away); a console's is never kept.
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    allowRequest: (request, callback) => callback(null, originAllowed(request, options)),
    ...(options.redis ? { adapter: createAdapter(options.redis) } : {}),
  });
  keepNoStaffRecovery(io);
  return io;
}

/**
 * A console socket's state is not kept for recovery: socket.io sends a recovered socket the packets it
 * missed as it creates it, before the handshake is checked again, so a console signed out while away
 * (or anyone holding its recovery id) would be sent visitors' data. A console reconnects afresh, and
 * reloads what it shows.
 */
function keepNoStaffRecovery(io: SocketServer): void {
  const adapter = io.of('/').adapter;
  const persist = adapter.persistSession.bind(adapter);
  adapter.persistSession = (session) => {
    if (!(session.data as { staff?: unknown } | undefined)?.staff) return persist(session);
  };
}
