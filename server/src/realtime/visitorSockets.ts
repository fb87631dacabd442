import type { Server, Socket } from 'socket.io';
import { CHAT_EVENTS, createRoomSchema, pageVisitedSchema, presenceSchema, rejoinSchema, sendChatMessageSchema, systemMessageSchema, typingSchema, utmPayloadSchema } from '@bookcraft/shared';
import { z } from 'zod';
import { postMessage } from '../chat/conversations';
import { agentsOnline, conversation } from '../chat/relay';
import { openRoomIds } from '../chat/rooms';
import type { Database } from '../db/database';
import { relayToStaff, STAFF_ROOM } from '../visitors/relay';
import { addUtm, openRoom, recordVisit, setPresence } from '../visitors/repository';
import { ClientError } from '../http/errors';
import { socketEvents } from './socketEvents';

/** Presence lines (SPEC §4.1) and chat messages share the event name; the sender role tells them apart (and a refusal names the field). */
const visitorMessageSchema = z.discriminatedUnion('senderRole', [systemMessageSchema, sendChatMessageSchema]);

/**
 * A visitor's socket: the tracking events and the chat of SPEC §7. The
 * server joins it to its own rooms; a payload naming another customer or a
 * room that is not theirs is refused.
 */
export function handleVisitor(io: Server, socket: Socket, db: Database, customerId: string): Promise<void> {
  const joined = (async () => {
    await socket.join(`customer:${customerId}`);
    for (const roomId of await openRoomIds(db, customerId)) await socket.join(conversation(roomId));
    socket.emit(CHAT_EVENTS.agents, { online: await agentsOnline(io) });
  })();
  // Handlers are registered at once, so nothing sent right after connecting is dropped; they wait for the joins.
  const on = socketEvents(socket, () => joined.then(() => true));
  const own = <S extends z.ZodType<{ customerId: string }>>(schema: S) =>
    schema.refine((payload) => payload.customerId === customerId, { message: 'Not your customer id.', path: ['customerId'] });
  const inOwnRoom = (roomId: string | number) => socket.rooms.has(conversation(String(roomId)));

  on('createRoom', own(createRoomSchema), async ({ current_page }) => {
    const roomId = await openRoom(db, customerId, current_page);
    await socket.join(conversation(roomId));
    return { roomId };
  });

  on('customerRejoin', own(rejoinSchema), async () => {
    const at = await setPresence(db, customerId, 'active');
    relayToStaff(io, { type: 'presence', customerId, status: 'active', at });
  });

  on('pageVisited', own(pageVisitedSchema), async ({ path }) => {
    const at = await recordVisit(db, customerId, path);
    relayToStaff(io, { type: 'page', customerId, path, at });
  });

  on('utm-params', own(utmPayloadSchema), async (utm) => {
    await addUtm(db, customerId, utm);
    relayToStaff(io, { type: 'utm', ...utm });
  });

  on('visitor-status', presenceSchema, async ({ status }) => {
    const at = await setPresence(db, customerId, status);
    relayToStaff(io, { type: 'presence', customerId, status, at });
  });

  on(CHAT_EVENTS.message, visitorMessageSchema, async (message) => {
    if (message.senderRole === 'system') {
      if (!inOwnRoom(message.roomId)) throw new ClientError(403, 'Not your chat');
      io.to(STAFF_ROOM).emit('visitor-system-message', { customerId, ...message });
      return;
    }
    return { message: await postMessage(db, io, { customerId }, message) };
  });

  on(CHAT_EVENTS.typing, typingSchema, async ({ roomId, typing }) => {
    if (!inOwnRoom(roomId)) throw new ClientError(403, 'Not your chat');
    io.to(STAFF_ROOM).emit(CHAT_EVENTS.typing, { roomId: String(roomId), senderRole: 'visitor', typing, customerId });
  });
  return joined;
}
