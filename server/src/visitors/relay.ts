import type { SocketServer } from '../realtime/socketTypes';
import type { VisitorEvent } from '@bookcraft/shared/core';

/** The room every signed-in staff socket joins; across nodes through the Redis adapter. */
export const STAFF_ROOM = 'staff';

/** Tells every staff console, on every node, what a visitor just did. */
export function relayToStaff(io: SocketServer, event: VisitorEvent): void {
  io.to(STAFF_ROOM).emit('visitor', event);
}
