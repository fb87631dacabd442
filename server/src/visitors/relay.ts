import { STAFF_ROOM, type SocketServer } from '../core/socketServer';
import type { VisitorEvent } from '@bookcraft/shared/core';

/** Tells every staff console, on every node, what a visitor just did. */
export function relayToStaff(io: SocketServer, event: VisitorEvent): void {
  io.to(STAFF_ROOM).emit('visitor', event);
}
