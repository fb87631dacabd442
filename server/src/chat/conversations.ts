import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared/core';
import type { AcceptedChatMessage } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../db/database';
import { ClientError } from '../http/errors';
import type { StaffIdentity } from '../staff/sessions';
import type { FollowUp } from './awayMail';
import { insertMessage, type NewMessage } from './messages';
import { relayMessage } from './relay';
import { findRoom } from './rooms';
import { takeConversation, routeConversation, type RoutingDeps } from '../routing/assignment';

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

const storeAs = (tx: Queryable, actor: Actor, content: Omit<NewMessage, 'senderRole' | 'senderName'>) =>
  insertMessage(tx, actor.staff ? { ...content, senderRole: 'agent', senderName: actor.staff.name } : { ...content, senderRole: 'visitor', senderName: null });

/**
 * Stores a message (once per client id) and only then relays it. A member
 * answers only a conversation that is theirs or nobody's (which they then
 * take, announced to the visitor by a line before the reply); a visitor's
 * message in a conversation nobody has is routed to an available member.
 * `followUp` adds, in the same transaction, the mail for a side that is away
 * (chat/awayMail.ts). `payload` has passed the shared schema, on the route or
 * with the socket event.
 */
export async function postMessage(routing: RoutingDeps, actor: Actor, payload: AcceptedChatMessage, followUp?: FollowUp): Promise<StoredChatMessage> {
  const { db, io } = routing;
  let room = await roomFor(db, actor, payload.roomId);
  if (room.status === 'closed') throw new ClientError(409, 'This chat is closed');
  if (actor.staff && room.agentId !== actor.staff.id) room = await takeConversation(routing, actor.staff, room.id);
  await checkAttachment(db, room.id, payload.attachmentId);
  const content = { roomId: room.id, clientId: payload.clientId, content: payload.content, attachmentId: payload.attachmentId ?? null, createdAt: routing.clock.now() };
  const whileAway = await followUp?.prepare(room, actor);

  const stored = await db.transaction(async (tx) => {
    const result = await storeAs(tx, actor, content);
    if (result.created) await whileAway?.(tx, result.message);
    return result;
  });
  if (stored.created) relayMessage(io, stored.message);
  if (stored.created && !actor.staff && !room.agentId) await routeConversation(routing, room.id);
  return stored.message;
}
