import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRoomSchema, emptyBodySchema, historyQuerySchema, ratingSchema, roomParamsSchema, visitorEmailSchema, type SendChatMessage } from '@bookcraft/shared/contracts';
import { postMessage, roomFor } from '../chat/conversations';
import { messagesAfter, transcriptText } from '../chat/messages';
import { agentsOnline } from '../chat/agentPresence';
import { relayRoom } from '../chat/relay';
import { closeRoom, escalateRoom, escalatedRooms, inbox, markRead, rateRoom } from '../chat/rooms';
import { saveVisitorEmail, visitorEmailKnown } from '../chat/visitorEmail';
import { publicOrigin } from '../http/publicOrigin';
import type { Deps } from '../deps';
import { actorFrom, visitorFrom } from '../http/actors';
import { ClientError, parseWith } from '../http/errors';
import { staffGuard } from '../staff/guard';
import { originAllowed } from '../realtime/handshake';
import { openRoom } from '../visitors/repository';

// The chat calls of requirements §7; docs/chat.md says who may make each one.

export async function chatRoutes(app: FastifyInstance, { db, io, tokens, config, awayMail }: Deps) {
  const requireStaff = staffGuard(db);
  const actor = (request: Parameters<typeof actorFrom>[0]) => actorFrom(request, db, tokens);
  const roomId = (params: unknown) => parseWith(roomParamsSchema, params).id;
  // The link in an answer's e-mail: the site's origin, as pages name it.
  const followUp = (request: FastifyRequest) => awayMail.followUp(publicOrigin(config.publicUrl, request));

  app.post('/chat/chat-room', async (request) => {
    const customerId = await visitorFrom(request, db, tokens);
    const { customerId: claimed, current_page } = parseWith(createRoomSchema, request.body);
    if (claimed !== customerId) throw new ClientError(403, 'Not your customer id');
    const id = await openRoom(db, customerId, current_page);
    return roomFor(db, { customerId }, id);
  });

  app.post('/chat/message', async (request) => postMessage(db, io, await actor(request), request.body as SendChatMessage, followUp(request)));

  app.post('/chat/chat-room/agent-response', { preHandler: requireStaff }, async (request) =>
    postMessage(db, io, { staff: request.staff! }, request.body as SendChatMessage, followUp(request)),
  );

  app.get('/chat/chat-room/:id', async (request) => {
    const room = await roomFor(db, await actor(request), roomId(request.params));
    const { after } = parseWith(historyQuerySchema, request.query);
    return { room, messages: await messagesAfter(db, room.id, after), visitorEmailKnown: await visitorEmailKnown(db, room.customerId) };
  });

  app.post('/chat/chat-room/:id/escalate', async (request) => {
    const customerId = await visitorFrom(request, db, tokens);
    parseWith(emptyBodySchema, request.body);
    const room = await roomFor(db, { customerId }, roomId(request.params));
    if (room.status === 'closed') throw new ClientError(409, 'This chat is closed');
    const escalated = await escalateRoom(db, room.id);
    relayRoom(io, escalated);
    return escalated;
  });

  app.post('/chat/chat-room/:id/rating', async (request) => {
    const customerId = await visitorFrom(request, db, tokens);
    const { rating } = parseWith(ratingSchema, request.body);
    const room = await roomFor(db, { customerId }, roomId(request.params));
    if (room.status !== 'closed') throw new ClientError(409, 'A chat is rated once it is closed');
    const rated = await rateRoom(db, room.id, rating);
    relayRoom(io, rated);
    return rated;
  });

  app.put('/chat/close/:id', async (request) => {
    const room = await roomFor(db, await actor(request), roomId(request.params));
    parseWith(emptyBodySchema, request.body);
    const closed = await closeRoom(db, room.id);
    if (room.status !== 'closed') relayRoom(io, closed);
    return closed;
  });

  app.get('/chat/transcript/:id', async (request, reply) => {
    const room = await roomFor(db, await actor(request), roomId(request.params));
    return reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="chat-${room.id}.txt"`)
      .send(transcriptText(room.id, await messagesAfter(db, room.id)));
  });

  app.get('/chat/agents', async () => ({ online: await agentsOnline(io) }));

  // Any page may ask whether it may embed the chat, so a page the site does not allow can say so rather than hang.
  app.get('/chat/partner-access', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    return { allowed: originAllowed(request.raw, config) };
  });

  app.put('/chat/visitor-email', async (request) => {
    const customerId = await visitorFrom(request, db, tokens);
    const { email } = parseWith(visitorEmailSchema, request.body);
    await saveVisitorEmail(db, io, customerId, email);
    return { ok: true };
  });

  app.post('/chat/chat-room/:id/read', { preHandler: requireStaff }, async (request) => {
    const room = await roomFor(db, { staff: request.staff! }, roomId(request.params));
    parseWith(emptyBodySchema, request.body);
    await markRead(db, room.id);
    return { ok: true };
  });

  app.get('/chat/agent/escalation', { preHandler: requireStaff }, async () => escalatedRooms(db));
  app.get('/chat/chat-room/status', { preHandler: requireStaff }, async () => inbox(db));
}
