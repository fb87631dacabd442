import type { StoredChatMessage } from '@bookcraft/shared/core';
import type { AcceptedChatMessage } from '@bookcraft/shared/contracts';
import type { Publishing } from '../core/publishing';
import type { FollowUp } from '../chat/awayMail';
import { findRoom } from '../chat/rooms';
import type { Actor } from '../chat/actor';
import { storeMessage } from '../chat/conversations';
import { routeConversation, takeConversation } from './assignment';
import { answerFromHelpCenter } from '../help/chatAnswers';

/**
 * A message as the transports (HTTP, the sockets) send it: a member who answers a conversation nobody
 * has takes it first, announced to the visitor by a line before the reply; the message is stored and
 * relayed (chat/conversations.ts); then a visitor's first message in a conversation nobody has is
 * routed to an available member. Their next ones are not routed again: the conversation waits in
 * Unassigned, and the routing watch gives it to the first member who frees up (assignment/watch.ts),
 * so a visitor who writes ten lines while the team is busy costs ten stores, not ten routing decisions.
 * Each of the visitor's messages before a member has the conversation is first searched in the help
 * center, whose suggestions come before the member joins (help/chatAnswers.ts).
 */
export async function postMessage(deps: Publishing, actor: Actor, payload: AcceptedChatMessage, followUp?: FollowUp): Promise<StoredChatMessage> {
  if (actor.staff) {
    const room = await findRoom(deps.db, payload.roomId);
    if (room && room.status === 'open' && room.agentId === null) await takeConversation(deps, actor.staff, room.id);
  }
  const { message, created, firstOfSender, room } = await storeMessage(deps, actor, payload, followUp);
  if (!created || actor.staff || room.agentId) return message;
  await answerFromHelpCenter(deps, message);
  if (firstOfSender) await routeConversation(deps, room.id);
  return message;
}
