import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { getRuntimeConfig } from '../../contract/config';
import type { VisitorClientEvents, VisitorServerEvents } from '../../contract/api/socketEventMaps';

/** A visitor's socket, typed by the socket contract (or another side's, e.g. a staff member's). */
export type TypedSocket<ServerEvents extends object = VisitorServerEvents, ClientEvents extends object = VisitorClientEvents> = Socket<ServerEvents, ClientEvents>;

/**
 * The chat socket (requirements §4.2, §9): websocket transport only and no automatic
 * connect; the caller connects once the page has loaded.
 */
export function createSocket<ServerEvents extends object = VisitorServerEvents, ClientEvents extends object = VisitorClientEvents>(
  options: Partial<ManagerOptions & SocketOptions> = {},
  url?: string,
): TypedSocket<ServerEvents, ClientEvents> {
  const target = url ?? getRuntimeConfig().socketUrl;
  const settings = { path: '/socket.io', ...options, transports: ['websocket'], autoConnect: false };
  return target ? io(target, settings) : io(settings);
}
