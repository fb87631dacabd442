import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { getRuntimeConfig } from '../config';

/**
 * The chat socket (SPEC §4.2, §9): websocket transport only and no automatic
 * connect; the caller connects once the page has loaded.
 */
export function createSocket(options: Partial<ManagerOptions & SocketOptions> = {}, url?: string): Socket {
  const target = url ?? getRuntimeConfig().socketUrl;
  const settings = { path: '/socket.io', ...options, transports: ['websocket'], autoConnect: false };
  return target ? io(target, settings) : io(settings);
}
