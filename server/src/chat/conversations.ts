import type { ChatRoom } from '@bookcraft/shared/core';
import type { AcceptedChatMessage } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { Actor } from './actor';
import type { FollowUp } from './awayMail';
import { insertMessage, type InsertedMessage, type NewMessage } from './messages';
import { relayMessage } from './relay';
import { findRoom } from './rooms';
import type { Publishing } from '../core/publishing';


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

const storeAs = (tx: Queryable, actor: Actor, content: Omit<NewMessage, 'senderRole' | 'senderName'>) =>
  insertMessage(tx, actor.staff ? { ...content, senderRole: 'agent', senderName: actor.staff.name } : { ...content, senderRole: 'visitor', senderName: null });

/** A message stored (chat/messages.ts), with its room as it was. */
export interface PostedMessage extends InsertedMessage {
  room: ChatRoom;
}

/**
 * Stores a message (once per client id) and only then relays it. A member answers only a conversation
 * that is theirs (the transports have a member take one nobody has first: assignment/messages.ts).
 * `followUp` adds, in the same transaction, the mail for a side that is away (chat/awayMail.ts).
 * `payload` has passed the shared schema, on the route or with the socket event.
 */
export async function storeMessage({ db, io, clock }: Publishing, actor: Actor, payload: AcceptedChatMessage, followUp?: FollowUp): Promise<PostedMessage> {
  const room = await roomFor(db, actor, payload.roomId);
  if (room.status === 'closed') throw new ClientError(409, 'This chat is closed');
  if (actor.staff && room.agentId !== actor.staff.id) throw new ClientError(409, `${room.agentName ?? 'Another member'} has this conversation`);
  await checkAttachment(db, room.id, payload.attachmentId);
  const content = { roomId: room.id, clientId: payload.clientId, content: payload.content, attachmentId: payload.attachmentId ?? null, createdAt: clock.now() };
  const whileAway = await followUp?.prepare(room, actor);

  // The message alone is one statement; what the other side's absence sets off is stored with it.
  const stored = whileAway
    ? await db.transaction(async (tx) => {
        const result = await storeAs(tx, actor, content);
        if (result.created) await whileAway(tx, result.message);
        return result;
      })
    : await storeAs(db, actor, content);
  if (stored.created) relayMessage(io, stored.message);
  return { ...stored, room };
}
