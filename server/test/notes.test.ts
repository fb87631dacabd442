import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'socket.io-client';
import { mentionedMembers } from '../src/conversations/mentions';
import { settableClock } from '../src/index';
import { chatVisitor, history, say } from './chatHelpers';
import { waitFor } from './faultHelpers';
import { STAFF_EMAIL, STAFF_NAME, productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';
import { openSocket } from './visitorHelpers';

// Private notes in a conversation reach staff only (never a visitor's frame, answer,
// transcript or mail); `@Name` mentions a member, shown in their console, and mailed once when no
// console of theirs is open.

/** Every event a socket receives, in order. */
function recordFrames(socket: Socket): { event: string; payload: unknown }[] {
  const frames: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => frames.push({ event, payload }));
  return frames;
}

const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

describe('who a note mentions', () => {
  const members = [
    { id: '1', name: 'Ann' },
    { id: '2', name: 'Ann Lee' },
    { id: '3', name: 'Maria' },
  ];

  it('reads @ and a display name as written, any case, the longest name first, not run on into a longer word', () => {
    assert.deepEqual(mentionedMembers('@ann lee, can you call? cc @MARIA.', members), [members[1], members[2]]);
    assert.deepEqual(mentionedMembers('@Ann: the cover', members), [members[0]]);
    assert.deepEqual(mentionedMembers('@Mariana and ann@example.com and @ Maria', members), []);
    assert.deepEqual(mentionedMembers('@Maria and again @maria', members), [members[2]]);
  });
});

for (const backend of await productionBackend()) {
  describe(`private notes on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(new Date('2026-03-02T15:04:00Z'));
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    const mailsTo = async (to: string) => db().query<{ subject: string; body: string }>('SELECT subject, body FROM mail_outbox WHERE recipient = $1 ORDER BY id', [to]);

    it('shows a note to staff, live and in the staff history, and never to the visitor', async () => {
      const admin = await adminCookie(url());
      const visitor = await chatVisitor(url());
      const visitorFrames = recordFrames(visitor.socket);
      await fetch(`${url()}/api/customer/signup/update/${visitor.id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada Lovelace', email: 'ada@example.com' }),
      });
      await say(visitor.socket, visitor.roomId, 'I would like a memoir written');
      const console = await openSocket(url(), { cookie: admin });
      const live = nextEvent<{ content: string; authorName: string }>(console, 'conversation-note');

      const secret = 'Private: she mentioned a budget of 9000';
      const written = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/notes`, admin, { content: secret });
      assert.equal(written.status, 201, JSON.stringify(written.body));
      assert.deepEqual({ content: written.body.content, authorName: written.body.authorName, createdAt: written.body.createdAt }, { content: secret, authorName: STAFF_NAME, createdAt: clock.now().toISOString() });
      assert.equal((await live).content, secret, 'staff consoles get the note live');

      const notes = await call(url(), 'GET', `/api/chat/chat-room/${visitor.roomId}/notes`, admin);
      assert.deepEqual((notes.body.notes as { content: string }[]).map((note) => note.content), [secret]);

      // What the visitor can reach: their answers, their transcript, their socket, their mail.
      const asVisitor = { authorization: `Bearer ${visitor.token}` };
      const own = await history(url(), visitor.roomId, asVisitor);
      assert.equal(own.status, 200);
      assert.equal(JSON.stringify(own.body).includes('9000'), false, "the visitor's history holds no note");
      const transcript = await fetch(`${url()}/api/chat/transcript/${visitor.roomId}`, { headers: asVisitor });
      assert.equal(transcript.status, 200);
      assert.equal((await transcript.text()).includes('9000'), false, 'the transcript holds no note');
      assert.equal((await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}/notes`, { headers: asVisitor })).status, 401, 'a visitor cannot read notes');
      await say(visitor.socket, visitor.roomId, 'Are you there?');
      assert.equal(JSON.stringify(visitorFrames).includes('9000'), false, "no frame to the visitor's socket holds the note");
      assert.ok(visitorFrames.some((frame) => frame.event === 'book-craft-message'), "the visitor's socket was recording");
      assert.equal(JSON.stringify(await mailsTo('ada@example.com')).includes('9000'), false, 'no mail to the visitor holds the note');
      visitor.socket.close();
      console.close();
    });

    it('mails a mentioned member with no console open, once, and only shows it to one with a console open', async () => {
      const admin = await adminCookie(url());
      const maria = await addMember(url(), db(), admin, { email: 'maria@bookcraft.test', name: 'Maria' });
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Hello');

      const offline = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/notes`, maria.cookie, { content: `@${STAFF_NAME} can you quote this one?` });
      assert.equal(offline.status, 201, JSON.stringify(offline.body));
      assert.deepEqual(offline.body.mentions, [{ id: (await call(url(), 'GET', '/api/staff/me', admin)).body.id, name: STAFF_NAME }]);
      const mails = await mailsTo(STAFF_EMAIL);
      const mentionMails = mails.filter((mail) => mail.subject.includes('mentioned you'));
      assert.equal(mentionMails.length, 1);
      assert.match(mentionMails[0]!.subject, /^Maria mentioned you in a conversation with a visitor$/);
      assert.match(mentionMails[0]!.body, /can you quote this one\?/);
      assert.match(mentionMails[0]!.body, /\/agent$/m);

      const mentions = await call(url(), 'GET', '/api/staff/mentions', admin);
      const [mention] = mentions.body.mentions as { noteId: string; roomId: string; authorName: string; read: boolean }[];
      assert.deepEqual({ roomId: mention!.roomId, authorName: mention!.authorName, read: mention!.read }, { roomId: visitor.roomId, authorName: 'Maria', read: false });
      assert.equal((await call(url(), 'POST', `/api/staff/mentions/${mention!.noteId}/read`, maria.cookie, {})).status, 404, "Maria cannot mark another member's mention");
      assert.equal((await call(url(), 'POST', `/api/staff/mentions/${mention!.noteId}/read`, admin, {})).status, 200);
      assert.equal(((await call(url(), 'GET', '/api/staff/mentions', admin)).body.mentions as { read: boolean }[])[0]!.read, true);

      // With a console open, the mention arrives there and no mail is sent.
      const console = await openSocket(url(), { cookie: admin });
      await waitFor(async () => ((await db().query("SELECT 1 FROM staff_presence p JOIN staff_accounts a ON a.id = p.staff_id WHERE a.email = $1 AND p.consoles > 0", [STAFF_EMAIL])).length ? true : undefined), "the admin's console to count");
      const arrived = nextEvent<{ content: string; authorName: string; visitorName: string | null }>(console, 'note-mention');
      const online = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/notes`, maria.cookie, { content: `Thanks @${STAFF_NAME.toUpperCase()}!` });
      assert.equal(online.status, 201);
      const { content, authorName } = await arrived;
      assert.deepEqual({ content, authorName }, { content: 'Thanks @ANNA!', authorName: 'Maria' });
      assert.equal((await mailsTo(STAFF_EMAIL)).filter((mail) => mail.subject.includes('mentioned you')).length, 1, 'no second mail');
      console.close();
      visitor.socket.close();
    });

    it("erases a pending mention mail with the visitor it names, as their conversation goes", async () => {
      const admin = await adminCookie(url());
      await addMember(url(), db(), admin, { email: 'omar.erased@bookcraft.test', name: 'Omar Erased' });
      const mentionMails = async () => (await mailsTo('omar.erased@bookcraft.test')).filter((mail) => mail.subject.includes('mentioned you'));
      const visitor = await chatVisitor(url());
      const note = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/notes`, admin, { content: '@Omar Erased her budget is 9000' });
      assert.equal(note.status, 201);
      assert.equal((await mentionMails()).length, 1, 'Omar has no console open: the mention is mailed');

      assert.equal((await fetch(`${url()}/api/staff/visitors/${visitor.id}`, { method: 'DELETE', headers: { cookie: admin } })).status, 204);
      assert.deepEqual(await mentionMails(), [], 'no mail about the erased conversation is left to send');
      visitor.socket.close();
    });

    it('does not mention a deactivated member, nor the author', async () => {
      const admin = await adminCookie(url());
      const omar = await addMember(url(), db(), admin, { email: 'omar@bookcraft.test', name: 'Omar' });
      assert.equal((await call(url(), 'PUT', `/api/staff/members/${omar.id}`, admin, { active: false })).status, 200);
      const visitor = await chatVisitor(url());
      const note = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/notes`, admin, { content: `@Omar and @${STAFF_NAME}: no one is mentioned` });
      assert.equal(note.status, 201);
      assert.deepEqual(note.body.mentions, []);
      assert.equal((await mailsTo('omar@bookcraft.test')).filter((mail) => mail.subject.includes('mentioned you')).length, 0);
      visitor.socket.close();
    });

    it('refuses an empty note, and a note in a conversation that does not exist', async () => {
      const admin = await adminCookie(url());
      const empty = await call(url(), 'POST', '/api/chat/chat-room/1/notes', admin, { content: '   ' });
      assert.equal(empty.status, 400);
      assert.equal((empty.body.fields as Record<string, string>).content, 'Write a note.');
      assert.equal((await call(url(), 'POST', '/api/chat/chat-room/999999/notes', admin, { content: 'Hello' })).status, 404);
    });
  });
}
