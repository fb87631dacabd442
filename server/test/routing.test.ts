import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'socket.io-client';
import { settableClock } from '../src/index';
import { chatVisitor, say, type ChatVisitor } from './chatHelpers';
import { waitFor } from './faultHelpers';
import { storageBackends, useServer } from './helpers';
import { addMember, adminCookie, call } from './teamHelpers';
import { openSocket } from './visitorHelpers';

// Conversations routed between members. A visitor's first message, and "Talk to a
// person" in a conversation nobody has, go to the available member with the fewest open
// conversations, never past the cap; the visitor sees the member's name; a member transfers with
// a note the visitor never receives; a conversation left waiting on an absent member is routed again
// and an unanswered one e-mails its assignee once.

const MINUTE = 60_000;

for (const backend of await storageBackends()) {
  describe(`routing conversations on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(new Date());
    const server = useServer(backend.env, {}, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    let counter = 0;

    /** A member with a console open, counted as present once this node has written it. */
    async function onlineMember(name: string) {
      const admin = await adminCookie(url());
      const member = await addMember(url(), db(), admin, { email: `${name.toLowerCase()}${(counter += 1)}@bookcraft.test`, name });
      const socket = await openSocket(url(), { cookie: member.cookie });
      await waitFor(async () => (await db().query('SELECT 1 FROM staff_presence WHERE staff_id = $1 AND consoles > 0', [member.id])).length > 0 || undefined, `${name}'s console counted`);
      return { ...member, name, socket };
    }

    /** Every frame a visitor's socket receives, as text: what the visitor could ever see. */
    function framesOf(socket: Socket): string[] {
      const frames: string[] = [];
      socket.onAny((event: string, ...args: unknown[]) => frames.push(`${event} ${JSON.stringify(args)}`));
      return frames;
    }

    async function assigneeOf(visitor: ChatVisitor) {
      const [row] = await db().query<{ agent_id: string | null }>('SELECT agent_id::text AS agent_id FROM chat_rooms WHERE id = $1::bigint', [visitor.roomId]);
      return row?.agent_id ?? null;
    }

    const closeAll = async () => {
      await db().query(`UPDATE chat_rooms SET status = 'closed', closed_at = now() WHERE status = 'open'`);
      await db().query(`UPDATE staff_accounts SET availability = 'away'`);
    };

    it('gives each new conversation to the available member with the fewest open ones, and the visitor sees their name', async () => {
      await closeAll();
      const maria = await onlineMember('Maria');
      const omar = await onlineMember('Omar');
      const first = await chatVisitor(url());
      const frames = framesOf(first.socket);
      assert.equal((await say(first.socket, first.roomId, 'Hello, I have a manuscript')).ok, true);
      const firstAssignee = await waitFor(async () => (await assigneeOf(first)) ?? undefined, 'the first conversation assigned');
      const second = await chatVisitor(url());
      await say(second.socket, second.roomId, 'Do you edit poetry?');
      const secondAssignee = await waitFor(async () => (await assigneeOf(second)) ?? undefined, 'the second conversation assigned');
      assert.deepEqual(new Set([firstAssignee, secondAssignee]), new Set([maria.id, omar.id]), 'one each');

      const firstName = firstAssignee === maria.id ? 'Maria' : 'Omar';
      await waitFor(() => frames.find((frame) => frame.includes(`${firstName} joined the conversation`)), 'the joined line on the visitor socket');
      assert.equal(frames.some((frame) => frame.includes('@bookcraft.test')), false, 'no e-mail reaches the visitor');
      for (const socket of [first.socket, second.socket, maria.socket, omar.socket]) socket.close();
    });

    it('skips a member who is away: "Talk to a person" goes to the one available', async () => {
      await closeAll();
      const away = await onlineMember('Awa');
      const here = await onlineMember('Hal');
      assert.equal((await call(url(), 'PUT', '/api/staff/me/availability', away.cookie, { availability: 'away' })).status, 200);
      const visitor = await chatVisitor(url());
      await call(url(), 'PUT', `/api/staff/settings`, await adminCookie(url()), { ...(await call(url(), 'GET', '/api/staff/settings', await adminCookie(url()))).body, autoAssign: false });
      await say(visitor.socket, visitor.roomId, 'Just browsing');
      assert.equal(await assigneeOf(visitor), null, 'with auto-assignment off, a message waits in Unassigned');
      await call(url(), 'PUT', `/api/staff/settings`, await adminCookie(url()), { ...(await call(url(), 'GET', '/api/staff/settings', await adminCookie(url()))).body, autoAssign: true });
      const escalated = await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}/escalate`, { method: 'POST', headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json' }, body: '{}' });
      assert.equal(escalated.status, 200);
      assert.equal(((await escalated.json()) as { agentName: string }).agentName, 'Hal');
      assert.equal(await assigneeOf(visitor), here.id);
      for (const socket of [visitor.socket, away.socket, here.socket]) socket.close();
    });

    it('transfers with a note staff see and the visitor never receives; only the assignee answers, and the assignee or an admin closes', async () => {
      await closeAll();
      const from = await onlineMember('Fay');
      const to = await onlineMember('Tom');
      await call(url(), 'PUT', '/api/staff/me/availability', to.cookie, { availability: 'away' });
      const visitor = await chatVisitor(url());
      const frames = framesOf(visitor.socket);
      await say(visitor.socket, visitor.roomId, 'I need a cover designer');
      await waitFor(async () => ((await assigneeOf(visitor)) === from.id) || undefined, 'assigned to Fay');

      const stolen = await call(url(), 'POST', '/api/chat/chat-room/agent-response', to.cookie, { roomId: visitor.roomId, clientId: randomUUID(), content: 'Me too' });
      assert.equal(stolen.status, 409, 'a member who is not the assignee cannot answer');
      assert.equal((await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/take`, to.cookie, {})).status, 409);

      const note = 'Wants a thriller cover by Friday, budget agreed';
      const transferred = await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/transfer`, from.cookie, { to: to.id, note });
      assert.equal(transferred.status, 200, JSON.stringify(transferred.body));
      assert.equal(transferred.body.agentName, 'Tom');
      const inbox = await call(url(), 'GET', '/api/chat/chat-room/status', to.cookie);
      const listed = (inbox.body as unknown as { id: string; handover: { from: string; note: string } | null }[]).find((room) => room.id === visitor.roomId);
      assert.deepEqual(listed?.handover, { from: 'Fay', note });
      await waitFor(() => frames.find((frame) => frame.includes('Tom joined the conversation')), "Tom's name on the visitor's socket");
      const history = await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}`, { headers: { authorization: `Bearer ${visitor.token}` } });
      assert.equal((await history.text()).includes('thriller cover'), false, "the note is not in the visitor's history");
      assert.equal(frames.some((frame) => frame.includes('thriller cover')), false, 'the note never reaches the visitor');
      assert.equal((await call(url(), 'POST', `/api/chat/chat-room/${visitor.roomId}/transfer`, from.cookie, { to: from.id, note: '' })).status, 403, 'Fay no longer has it');

      // Closing follows the same rule: Fay may not close Tom's conversation, and the CRM hears of nothing; an admin may.
      const hook = "INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://crm.bookcraft.test/closing', 'whsec_test', ARRAY['conversation.closed']) RETURNING id";
      const [endpoint] = await db().query<{ id: string }>(hook);
      const closedEvents = async () => (await db().query("SELECT 1 FROM webhook_deliveries WHERE event = 'conversation.closed' AND room_id = $1::bigint", [visitor.roomId])).length;
      const refused = await call(url(), 'PUT', `/api/chat/close/${visitor.roomId}`, from.cookie, {});
      assert.deepEqual([refused.status, refused.body.error], [403, 'Only its assignee or an admin can close this conversation']);
      assert.equal((await db().query<{ status: string }>('SELECT status FROM chat_rooms WHERE id = $1::bigint', [visitor.roomId]))[0]!.status, 'open');
      assert.equal(await closedEvents(), 0, 'a refused close tells the CRM nothing');
      assert.equal((await call(url(), 'PUT', `/api/chat/close/${visitor.roomId}`, await adminCookie(url()), {})).status, 200, "an admin closes a member's conversation");
      assert.equal(await closedEvents(), 1);
      await db().query('UPDATE webhook_endpoints SET active = false WHERE id = $1', [endpoint!.id]);
      for (const socket of [visitor.socket, from.socket, to.socket]) socket.close();
    });

    it('keeps the cap: past it a conversation waits in Unassigned until a member has room, oldest first', async () => {
      await closeAll();
      const admin = await adminCookie(url());
      const settings = (await call(url(), 'GET', '/api/staff/settings', admin)).body;
      await call(url(), 'PUT', '/api/staff/settings', admin, { ...settings, agentCap: 1 });
      const solo = await onlineMember('Sol');
      const visitors = [await chatVisitor(url()), await chatVisitor(url()), await chatVisitor(url())];
      for (const [index, visitor] of visitors.entries()) await say(visitor.socket, visitor.roomId, `Question ${index}`);
      assert.deepEqual(await Promise.all(visitors.map(assigneeOf)), [solo.id, null, null]);
      assert.equal((await call(url(), 'PUT', `/api/chat/close/${visitors[0]!.roomId}`, solo.cookie, {})).status, 200);
      assert.deepEqual(await Promise.all(visitors.map(assigneeOf)), [solo.id, solo.id, null], 'the oldest waiting one goes next');
      await call(url(), 'PUT', '/api/staff/settings', admin, settings);
      for (const socket of [...visitors.map((visitor) => visitor.socket), solo.socket]) socket.close();
    });

    it('routes again the conversations of a member who is deactivated', async () => {
      await closeAll();
      const leaving = await onlineMember('Lev');
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Hello?');
      await waitFor(async () => ((await assigneeOf(visitor)) === leaving.id) || undefined, 'assigned to Lev');
      const staying = await onlineMember('Sue');
      assert.equal((await call(url(), 'PUT', `/api/staff/members/${leaving.id}`, await adminCookie(url()), { active: false })).status, 200);
      assert.equal(await assigneeOf(visitor), staying.id);
      for (const socket of [visitor.socket, leaving.socket, staying.socket]) socket.close();
    });

    it('routes again a conversation whose assignee stays away while the visitor waits, after the set time', async () => {
      await closeAll();
      const absent = await onlineMember('Abe');
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Anyone there?');
      await waitFor(async () => ((await assigneeOf(visitor)) === absent.id) || undefined, 'assigned to Abe');
      const cover = await onlineMember('Cat');
      await call(url(), 'PUT', '/api/staff/me/availability', absent.cookie, { availability: 'away' });
      clock.advance(2 * MINUTE);
      await server.running.server.routingWatch.runNow();
      assert.equal(await assigneeOf(visitor), absent.id, 'not before three minutes');
      clock.advance(2 * MINUTE);
      await server.running.server.routingWatch.runNow();
      assert.equal(await assigneeOf(visitor), cover.id);
      for (const socket of [visitor.socket, absent.socket, cover.socket]) socket.close();
    });

    it('e-mails the assignee once about a visitor message left unanswered', async () => {
      await closeAll();
      const slow = await onlineMember('Sid');
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Is the ghostwriting package still available?');
      await waitFor(async () => ((await assigneeOf(visitor)) === slow.id) || undefined, 'assigned to Sid');
      const [{ email }] = (await db().query<{ email: string }>('SELECT email FROM staff_accounts WHERE id = $1', [slow.id])) as [{ email: string }];
      const mails = async () => (await db().query<{ subject: string }>(`SELECT subject FROM mail_outbox WHERE recipient = $1 AND subject NOT LIKE '%invited you%'`, [email])).map((row) => row.subject);
      clock.advance(4 * MINUTE);
      await server.running.server.routingWatch.runNow();
      assert.deepEqual(await mails(), []);
      clock.advance(2 * MINUTE);
      await server.running.server.routingWatch.runNow();
      await say(visitor.socket, visitor.roomId, 'Hello again');
      clock.advance(6 * MINUTE);
      await server.running.server.routingWatch.runNow();
      assert.deepEqual(await mails(), ['A visitor is waiting for your answer'], 'one mail for one wait');
      for (const socket of [visitor.socket, slow.socket]) socket.close();
    });
  });
}
