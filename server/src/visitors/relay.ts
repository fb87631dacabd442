import type { Server } from 'socket.io';

/** The room every signed-in staff socket joins; across nodes through the Redis adapter. */
export const STAFF_ROOM = 'staff';

export type VisitorEvent =
  | { type: 'registered'; customerId: string; landingPage: string; utm_campaign: string; keyword: string; gclid: string; traffic_source: string }
  | { type: 'page'; customerId: string; path: string; at: string }
  | { type: 'utm'; customerId: string; utm_campaign: string; keyword: string; gclid: string; link: string }
  | { type: 'presence'; customerId: string; status: string; at: string };

/** Tells every staff console, on every node, what a visitor just did. */
export function relayToStaff(io: Server, event: VisitorEvent): void {
  io.to(STAFF_ROOM).emit('visitor', event);
}
