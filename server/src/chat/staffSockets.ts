import type { ServerSocket, SocketServer } from '../realtime/socketTypes';
import { CHAT_EVENTS } from '@bookcraft/shared/core';
import { STAFF_SOCKET_EVENTS as events, STAFF_SOCKET_ROLES } from '@bookcraft/shared/contracts';
import type { RoutingDeps } from '../routing/assignment';
import { socketEvents } from '../realtime/socketEvents';
import { findSessionByHash, hashToken, type StaffIdentity } from '../staff/sessions';
import { STAFF_ROOM } from '../visitors/relay';
import type { AwayMail } from './awayMail';
import { postMessage } from './conversations';
import { announceAgents } from './agentPresence';
import { conversation } from './relay';
import type { Log } from '../log';

/** The Socket.IO room of one staff session's sockets, named by the session's hash, so signing out can disconnect them on every node. */
const staffSession = (sessionHash: string) => `staff-session:${sessionHash}`;

/** The Socket.IO room of every socket of one member, on every node: deactivation ends them all. */
export const memberSockets = (staffId: string) => `staff-member:${staffId}`;

/** Disconnects every socket of a member who was just deactivated, on every node. */
export function disconnectMember(io: SocketServer, staffId: string): void {
  io.in(memberSockets(staffId)).disconnectSockets(true);
}

/** Disconnects every socket of a session that just ended. */
export function disconnectSession(io: SocketServer, sessionToken: string | undefined): void {
  if (sessionToken) io.in(staffSession(hashToken(sessionToken))).disconnectSockets(true);
}

/**
 * An agent's socket: every conversation's messages and every visitor's
 * tracking arrive through the staff room; each event it sends is checked
 * against a live session first.
 */
export function handleStaff(routing: RoutingDeps, socket: ServerSocket, staff: StaffIdentity, sessionHash: string, awayMail: AwayMail, log: Log): Promise<void> {
  const { io, db } = routing;
  const joined = Promise.resolve(socket.join([STAFF_ROOM, staffSession(sessionHash), memberSockets(staff.id)])).then(() => announceAgents(io));
  socket.on('disconnect', () => void announceAgents(io));
  // Each event runs while the session lives and its member's role admits the event.
  const on = socketEvents(socket, log, async (event) => {
    await joined;
    const current = await findSessionByHash(db, sessionHash);
    if (!current) return 'signed out';
    const roles: readonly string[] = STAFF_SOCKET_ROLES[event as keyof typeof STAFF_SOCKET_ROLES] ?? [];
    return roles.includes(current.role) ? 'allowed' : 'not your role';
  });

  on(CHAT_EVENTS.message, events[CHAT_EVENTS.message], async (message) => ({ message: await postMessage(routing, { staff }, message, awayMail.followUp) }));

  on(CHAT_EVENTS.typing, events[CHAT_EVENTS.typing], async ({ roomId, typing }) => {
    socket.to(conversation(String(roomId))).to(STAFF_ROOM).emit(CHAT_EVENTS.typing, { roomId: String(roomId), senderRole: 'agent', typing });
  });
  return joined;
}
