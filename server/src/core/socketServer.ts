import type { Server, Socket } from 'socket.io';
import type { StaffClientEvents, StaffServerEvents, VisitorClientEvents, VisitorServerEvents } from '@bookcraft/shared/contracts';

// socket.io's server typed by the shared socket contract: every emit is checked against what the
// clients listen for, every event name the server handles against what they send. The domains publish
// through it (to the rooms below); the realtime transport connects the sockets and joins them to them.
export type ClientEvents = VisitorClientEvents & StaffClientEvents;
export type ServerEvents = VisitorServerEvents & StaffServerEvents;
export type SocketServer = Server<ClientEvents, ServerEvents>;
export type ServerSocket = Socket<ClientEvents, ServerEvents>;

/** The room every signed-in staff socket joins; across nodes through the Redis adapter. */
export const STAFF_ROOM = 'staff';

/** The room of one conversation: its visitor's sockets, on every node. */
export const conversation = (roomId: string) => `room:${roomId}`;

/** The room of one visitor's sockets (every page and embed they have open), on every node. */
export const visitorSockets = (customerId: string) => `customer:${customerId}`;

/** The room of one member's console sockets, on every node. */
export const memberSockets = (staffId: string) => `staff-member:${staffId}`;

/** The room of one staff session's sockets, named by the session's hash, so signing out can disconnect them on every node. */
export const staffSession = (sessionHash: string) => `staff-session:${sessionHash}`;

/** Disconnects every socket of a member who was just deactivated, on every node. */
export function disconnectMember(io: SocketServer, staffId: string): void {
  io.in(memberSockets(staffId)).disconnectSockets(true);
}

/** Disconnects every socket of a session that just ended (named by its hash), on every node. */
export function disconnectSession(io: SocketServer, sessionHash: string): void {
  io.in(staffSession(sessionHash)).disconnectSockets(true);
}
