import type { FastifyInstance } from 'fastify';
import { roomFor } from '../../chat/conversations';
import { postMessage } from '../../assignment/messages';
import { messagesAfter, transcriptText } from '../../chat/messages';
import { teamPresence } from '../../chat/agentPresence';
import { relayRoom } from '../../chat/relay';
import { closeRoom, escalateRoom, escalatedRooms, inbox, markRead, rateRoom } from '../../chat/rooms';
import { saveVisitorEmail, visitorEmailKnown } from '../../chat/visitorEmail';
import { labelsOfRooms, withLabels } from '../../conversations/labels';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { ClientError } from '../../core/errors';
import { originAllowed } from '../publicOrigin';
import { countChatCall } from '../chatCalls';
import { openRoom } from '../../chat/rooms';
import { drainQueue, routeConversation, takeConversation, transferConversation } from '../../assignment/assignment';
import { recordAudit } from '../../team/audit';
import { queueWebhookEvent } from '../../webhooks/queue';
import { recordHelpOutcome } from '../../help/chatAnswers';

// The chat calls of requirements §7; docs/chat.md says who may make each one.

export async function chatRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps, { onRequest: [countChatCall(deps.limits.chat)] });
  const { db, io, config, awayMail, clock } = deps;

  route('POST /api/chat/chat-room', async (request) => {
    const customerId = request.visitorId!;
    const id = await openRoom(db, customerId, request.body.current_page, config.chatRoomsPerDay, clock.now());
    return roomFor(db, { customerId }, id);
  });

  route('POST /api/chat/message', async (request) => postMessage(deps, request.actor!, request.body, awayMail.followUp));

  route('POST /api/chat/chat-room/agent-response', async (request) => postMessage(deps, { staff: request.staff! }, request.body, awayMail.followUp));

  route('GET /api/chat/chat-room/:id', async (request) => {
    const room = await roomFor(db, request.actor!, request.params.id);
    const { after } = request.query;
    const history = { room, messages: await messagesAfter(db, room.id, after), visitorEmailKnown: await visitorEmailKnown(db, room.customerId) };
    return request.actor!.staff ? { ...history, labels: (await labelsOfRooms(db, [room.id])).get(room.id) ?? [] } : history;
  });

  route('POST /api/chat/chat-room/:id/escalate', async (request) => {
    const room = await roomFor(db, { customerId: request.visitorId! }, request.params.id);
    if (room.status === 'closed') throw new ClientError(409, 'This chat is closed');
    const escalated = await escalateRoom(db, room.id, clock.now());
    await recordHelpOutcome(deps, room.id, 'handed_over');
    // "Talk to a person": a conversation nobody has goes to an available member now (relayed as assigned).
    const routed = !escalated.agentId && (await routeConversation(deps, room.id));
    if (routed) return routed;
    relayRoom(io, escalated);
    return escalated;
  });

  // "That answers it": the help center's suggestions were enough (help/chatAnswers.ts).
  route('POST /api/chat/chat-room/:id/answered', async (request) => {
    const room = await roomFor(db, { customerId: request.visitorId! }, request.params.id);
    await recordHelpOutcome(deps, room.id, 'answered');
    return room;
  });

  route('POST /api/chat/chat-room/:id/rating', async (request) => {
    const { rating } = request.body;
    const room = await roomFor(db, { customerId: request.visitorId! }, request.params.id);
    if (room.status !== 'closed') throw new ClientError(409, 'A chat is rated once it is closed');
    const rated = await db.transaction(async (tx) => {
      const stored = await rateRoom(tx, room.id, rating);
      await queueWebhookEvent(tx, 'conversation.rated', { roomId: room.id }, clock.now());
      return stored;
    });
    deps.kickDeliveries();
    relayRoom(io, rated);
    return rated;
  });

  route('PUT /api/chat/close/:id', async (request) => {
    const room = await roomFor(db, request.actor!, request.params.id);
    // As for a transfer: the visitor, the conversation's assignee, or an admin.
    const member = request.actor!.staff;
    if (member && room.agentId !== member.id && member.role !== 'admin') throw new ClientError(403, 'Only its assignee or an admin can close this conversation');
    const { closed, wasOpen } = await db.transaction(async (tx) => {
      // Locked first: of two closes at once, one finds it open and tells the CRM (with the transcript as it is now).
      const [before] = await tx.query<{ status: string }>('SELECT status FROM chat_rooms WHERE id = $1::bigint FOR UPDATE', [room.id]);
      const wasOpen = before?.status === 'open';
      const closed = await closeRoom(tx, room.id, clock.now());
      // After the close is stored: the CRM is told the conversation as it is now, closed at its time.
      if (wasOpen) await queueWebhookEvent(tx, 'conversation.closed', { roomId: room.id }, clock.now());
      return { closed, wasOpen };
    });
    if (!wasOpen) return closed;
    deps.kickDeliveries();
    relayRoom(io, closed);
    const { staff } = request.actor!;
    await recordAudit(db, clock.now(), { actor: staff ?? null, action: 'closed', subject: `conversation:${room.id}`, detail: staff ? undefined : 'by the visitor' });
    // Its assignee has room for one more: the oldest waiting conversation may go to them.
    if (room.agentId) await drainQueue(deps);
    return closed;
  });

  route('GET /api/chat/transcript/:id', async (request, reply) => {
    const room = await roomFor(db, request.actor!, request.params.id);
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="chat-${room.id}.txt"`)
      .send(transcriptText(room.id, await messagesAfter(db, room.id)));
  });

  route('GET /api/chat/agents', async () => teamPresence(io));

  // Any page may ask whether it may embed the chat, so a page the site does not allow can say so rather than hang.
  route('GET /api/chat/partner-access', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return { allowed: originAllowed(request.raw, config) };
  });

  route('PUT /api/chat/visitor-email', async (request) => {
    if (await saveVisitorEmail(db, io, { customerId: request.visitorId!, email: request.body.email, at: clock.now(), siteUrl: deps.siteUrl() })) deps.kickMail();
    return { ok: true };
  });

  route('POST /api/chat/chat-room/:id/read', async (request) => {
    const room = await roomFor(db, { staff: request.staff! }, request.params.id);
    await markRead(db, room.id);
    return { ok: true };
  });

  route('POST /api/chat/chat-room/:id/take', async (request) => takeConversation(deps, request.staff!, request.params.id));
  route('POST /api/chat/chat-room/:id/transfer', async (request) => transferConversation(deps, request.staff!, request.params.id, request.body));

  route('GET /api/chat/agent/escalation', async () => escalatedRooms(db));
  route('GET /api/chat/chat-room/status', async () => withLabels(db, await inbox(db)));
}
