import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared/core';
import type { AcceptedChatMessage } from '@bookcraft/shared/contracts';
import type { SocketServer } from '../realtime/socketTypes';
import type { Database, Queryable } from '../db/database';
import { ClientError } from '../http/errors';
import type { StaffIdentity } from '../staff/sessions';
import type { FollowUp } from './awayMail';
import { insertMessage, type NewMessage } from './messages';
import { relayMessage, relayRoom } from './relay';
import { findRoom, takeRoom } from './rooms';

/** Who is acting: the visitor who owns a record, or a signed-in staff member. */
export type Actor = { customerId: string; staff?: undefined } | { staff: StaffIdentity; customerId?: undefined };

/** The room, if this actor may see it: 404 when there is none, 403 when it is someone else's. */
export async function roomFor(db: Database, actor: Actor, roomId: string): Promise<ChatRoom> {
  const room = await findRoom(db, roomId);
  if (!room) throw new ClientError(404, 'No such chat');
  if (!actor.staff && room.customerId !== actor.customerId) throw new ClientError(403, 'Not your chat');
  return room;
}

async function checkAttachment(db: Database, roomId: string, attachmentId: string | undefined) {
  if (!attachmentId) return;
  const [media] = await db.query('SELECT 1 FROM chat_media WHERE id = $1 AND room_id = $2::bigint', [attachmentId, roomId]);
  if (!media) throw new ClientError(400, 'Invalid request', { attachmentId: 'No such image in this chat.' });
}

/** The message in its sender's role; an agent's first answer takes the room, announced by a system line before it. */
async function storeAs(tx: Queryable, actor: Actor, content: Omit<NewMessage, 'senderRole' | 'senderName'>) {
  if (!actor.staff) return { stored: await insertMessage(tx, { ...content, senderRole: 'visitor', senderName: null }), taken: null, joined: null };
  const { name } = actor.staff;
  const taken = await takeRoom(tx, content.roomId, actor.staff);
  const joined = taken ? (await insertMessage(tx, { roomId: content.roomId, clientId: null, senderRole: 'system', senderName: null, content: `${name} joined the chat`, attachmentId: null })).message : null;
  return { stored: await insertMessage(tx, { ...content, senderRole: 'agent', senderName: name }), taken, joined };
}

/**
 * Stores a message (once per client id) and only then relays it. The first
 * agent to answer takes the conversation, which the visitor sees as a system
 * line before the reply. `followUp` adds, in the same transaction, the mail
 * for a side that is away (chat/awayMail.ts). `payload` has passed the
 * shared schema, on the route or with the socket event.
 */
export async function postMessage(db: Database, io: SocketServer, actor: Actor, payload: AcceptedChatMessage, followUp?: FollowUp): Promise<StoredChatMessage> {
  const room = await roomFor(db, actor, payload.roomId);
  if (room.status === 'closed') throw new ClientError(409, 'This chat is closed');
  await checkAttachment(db, room.id, payload.attachmentId);
  const content = { roomId: room.id, clientId: payload.clientId, content: payload.content, attachmentId: payload.attachmentId ?? null };
  const whileAway = await followUp?.prepare(room, actor);

  const { stored, taken, joined } = await db.transaction(async (tx) => {
    const result = await storeAs(tx, actor, content);
    if (result.stored.created) await whileAway?.(tx, result.stored.message);
    return result;
  });
  if (taken) relayRoom(io, taken);
  if (joined) relayMessage(io, joined);
  if (stored.created) relayMessage(io, stored.message);
  return stored.message;
}
