import type { FastifyInstance } from 'fastify';
import { roomFor } from '../../chat/conversations';
import { allLabels, createLabel, deleteLabel, renameLabel, setRoomLabel } from '../../conversations/labels';
import { addNote, markMentionRead, mentionsOf, notesOf } from '../../conversations/notes';
import { createSavedReply, deleteSavedReply, editSavedReply, savedRepliesOf } from '../../conversations/savedReplies';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';

// What members add to a conversation (docs/team.md, "Notes, saved replies and labels"):
// GET  /api/chat/chat-room/:id/notes     any member: the room's private notes, oldest first (never in a visitor's answer)
// POST /api/chat/chat-room/:id/notes     any member: { content } -> 201 note; `@Name` mentions a member (console, or one mail when offline)
// POST /api/chat/chat-room/:id/labels    any member: { labelId, on } -> 200 { labels } of the room; audited
// GET  /api/staff/mentions               any member: the notes that mention them, newest first
// POST /api/staff/mentions/:id/read      any member: marks their mention in note :id read (404 when it mentions someone else)
// GET  /api/staff/saved-replies          any member: the shared replies and their own
// POST /api/staff/saved-replies          any member: { shortcut, content, shared? } -> 201; shared is an admin's (403)
// PUT  /api/staff/saved-replies/:id      their own, or a shared one for an admin (403 for an agent); another's own is 404
// DELETE /api/staff/saved-replies/:id    the same rule -> 204
// GET  /api/staff/labels                 any member: the label list
// POST /api/staff/labels, PUT and DELETE /api/staff/labels/:id: admins; audited; a name taken is a 400 naming `name` (a shortcut taken, `shortcut`)
export async function conversationToolRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  route('GET /api/chat/chat-room/:id/notes', async (request) => {
    const room = await roomFor(db, { staff: request.staff! }, request.params.id);
    return { notes: await notesOf(db, room.id) };
  });

  route('POST /api/chat/chat-room/:id/notes', async (request, reply) => {
    const consoleUrl = `${deps.siteUrl()}/agent`;
    return reply.status(201).send(await addNote(deps, request.staff!, request.params.id, request.body.content, consoleUrl));
  });

  route('POST /api/chat/chat-room/:id/labels', async (request) => ({ labels: await setRoomLabel(db, clock.now(), request.staff!, request.params.id, request.body) }));

  route('GET /api/staff/mentions', async (request) => ({ mentions: await mentionsOf(db, request.staff!.id) }));
  route('POST /api/staff/mentions/:id/read', async (request) => {
    await markMentionRead(db, request.staff!.id, request.params.id, clock.now());
    return { ok: true };
  });

  route('GET /api/staff/saved-replies', async (request) => ({ replies: await savedRepliesOf(db, request.staff!) }));
  route('POST /api/staff/saved-replies', async (request, reply) => reply.status(201).send(await createSavedReply(db, clock.now(), request.staff!, request.body)));
  route('PUT /api/staff/saved-replies/:id', async (request) => editSavedReply(db, request.staff!, request.params.id, request.body));
  route('DELETE /api/staff/saved-replies/:id', async (request, reply) => {
    await deleteSavedReply(db, request.staff!, request.params.id);
    return reply.status(204).send();
  });

  route('GET /api/staff/labels', async () => ({ labels: await allLabels(db) }));
  route('POST /api/staff/labels', async (request, reply) => reply.status(201).send(await createLabel(db, clock.now(), request.staff!, request.body.name)));
  route('PUT /api/staff/labels/:id', async (request) => renameLabel(db, clock.now(), request.staff!, request.params.id, request.body.name));
  route('DELETE /api/staff/labels/:id', async (request, reply) => {
    await deleteLabel(db, clock.now(), request.staff!, request.params.id);
    return reply.status(204).send();
  });
}
