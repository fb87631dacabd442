import { STAFF_ONLY_EVENTS } from '@bookcraft/shared/contracts';
import { STAFF_ROOM, type SocketServer } from '../core/socketServer';

/** Tells every console, on every node, that a lead reached the Leads folder: its Leads tab fetches the list again and counts it. */
export function announceLead(io: SocketServer, leadId: string, at: Date): void {
  io.to(STAFF_ROOM).emit(STAFF_ONLY_EVENTS.lead, { leadId, receivedAt: at.toISOString() });
}
