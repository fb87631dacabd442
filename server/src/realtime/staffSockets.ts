import { conversation, memberSockets, STAFF_ROOM, staffSession, type ServerSocket } from '../core/socketServer';
import { CHAT_EVENTS } from '@bookcraft/shared/core';
import { STAFF_SOCKET_EVENTS as events, STAFF_SOCKET_ROLES } from '@bookcraft/shared/contracts';
import { socketEvents } from './socketEvents';
import { findSessionByHash, type StaffIdentity } from '../staff/sessions';

import type { AwayMail } from '../chat/awayMail';
import { postMessage } from '../assignment/messages';
import { announceAgents } from '../chat/agentPresence';

import type { Log } from '../core/log';
import type { Publishing } from '../core/publishing';

/**
 * An agent's socket: every conversation's messages and every visitor's
 * tracking arrive through the staff room; each event it sends is checked
 * against a live session first.
 */
export function handleStaff(routing: Publishing, socket: ServerSocket, staff: StaffIdentity, sessionHash: string, awayMail: AwayMail, log: Log): Promise<void> {
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
