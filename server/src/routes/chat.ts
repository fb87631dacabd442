import type { FastifyInstance } from 'fastify';
import { createRoomSchema, historyQuerySchema, offlineMessageSchema, ratingSchema, roomParamsSchema, type SendChatMessage } from '@bookcraft/shared';
import { z } from 'zod';
import { postMessage, roomFor } from '../chat/conversations';
import { messagesAfter, transcriptText } from '../chat/messages';
import { storeOfflineMessage } from '../chat/offlineMessages';
import { agentsOnline, relayRoom } from '../chat/relay';
import { closeRoom, escalateRoom, escalatedRooms, inbox, markRead, rateRoom } from '../chat/rooms';
import type { Deps } from '../deps';
import { actorFrom, visitorFrom } from '../http/actors';
import { ClientError, parseWith } from '../http/errors';
import { enforceRateLimit, LIMIT_MESSAGES } from '../http/rateLimit';
import { staffGuard } from '../staff/guard';
import { openRoom } from '../visitors/repository';

// The chat calls of SPEC §7; docs/chat.md says who may make each one.
const emptyBody = z.strictObject({}).optional();

export async function chatRoutes(app: FastifyInstance, { db, io, tokens, config, limits }: Deps) {
  const requireStaff = staffGuard(db);
  const actor = (request: Parameters<typeof actorFrom>[0]) => actorFrom(request, db, tokens);
  const roomId = (params: unknown) => parseWith(roomParamsSchema, params).id;

  app.post('/chat/chat-room', async (request) => {
    const customerId = await visitorFrom(request, db, tokens);
    const { customerId: claimed, current_page } = parseWith(createRoomSchema, request.body);
    if (claimed !== customerId) throw new ClientError(403, 'Not your customer id');
    const id = await openRoom(db, customerId, current_page);
    return roomFor(db, { customerId }, id);
  });

  app.post('/chat/message', async (request) => postMessage(db, io, await actor(request), request.body as SendChatMessage));

  app.post('/chat/chat-room/agent-response', { preHandler: requireStaff }, async (request) =>
    postMessage(db, io, { staff: request.staff! }, request.body as SendChatMessage),
  );

  app.get('/chat/chat-room/:id', async (request) => {
    const room = await roomFor(db, await actor(request), roomId(request.params));
    const { after } = parseWith(historyQuerySchema, request.query);
    return { room, messages: await messagesAfter(db, room.id, after) };
  });

  app.post('/chat/chat-room/:id/escalate', async (request) => {
    const customerId = await visitorFrom(request, db, tokens);
    parseWith(emptyBody, request.body);
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
    parseWith(emptyBody, request.body);
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

  app.post('/chat/offline-message', async (request, reply) => {
    const customerId = await visitorFrom(request, db, tokens);
    await enforceRateLimit(limits.leads, request.ip, LIMIT_MESSAGES.leads);
    const message = parseWith(offlineMessageSchema, request.body);
    const id = await storeOfflineMessage(db, customerId, message, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '', salesEmail: config.salesEmail });
    return reply.status(201).send({ id });
  });

  app.post('/chat/chat-room/:id/read', { preHandler: requireStaff }, async (request) => {
    const room = await roomFor(db, { staff: request.staff! }, roomId(request.params));
    parseWith(emptyBody, request.body);
    await markRead(db, room.id);
    return { ok: true };
  });

  app.get('/chat/agent/escalation', { preHandler: requireStaff }, async () => escalatedRooms(db));
  app.get('/chat/chat-room/status', { preHandler: requireStaff }, async () => inbox(db));
}
