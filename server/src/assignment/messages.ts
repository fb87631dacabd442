import type { StoredChatMessage } from '@bookcraft/shared/core';
import type { AcceptedChatMessage } from '@bookcraft/shared/contracts';
import type { Publishing } from '../core/publishing';
import type { FollowUp } from '../chat/awayMail';
import { findRoom } from '../chat/rooms';
import type { Actor } from '../chat/actor';
import { storeMessage } from '../chat/conversations';
import { routeConversation, takeConversation } from './assignment';

/**
 * A message as the transports (HTTP, the sockets) send it: a member who answers a conversation nobody
 * has takes it first, announced to the visitor by a line before the reply; the message is stored and
 * relayed (chat/conversations.ts); then a visitor's message in a conversation nobody has is routed to
 * an available member.
 */
export async function postMessage(deps: Publishing, actor: Actor, payload: AcceptedChatMessage, followUp?: FollowUp): Promise<StoredChatMessage> {
  if (actor.staff) {
    const room = await findRoom(deps.db, payload.roomId);
    if (room && room.status === 'open' && room.agentId === null) await takeConversation(deps, actor.staff, room.id);
  }
  const { message, created, room } = await storeMessage(deps, actor, payload, followUp);
  if (created && !actor.staff && !room.agentId) await routeConversation(deps, room.id);
  return message;
}
