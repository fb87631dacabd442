import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { InboxRoom, RoomHistory } from '@bookcraft/shared';
import { pageLink } from '../src/chat/awayMailText';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { chatVisitor, history, nextMessage, say, staffCookie, visitorHeaders, type ChatVisitor } from './chatHelpers';
import { waitFor } from './faultHelpers';
import { assertRedisAnswers, dropSchema, NO_POSTGRES, NO_REDIS, removeDir, type RunningServer, STAFF_EMAIL, STAFF_NAME, startServer, productionBackend, useServer } from './helpers';
import { asVisitor, emitWithAck, nextVisitorEvent, register, staffSocket } from './visitorHelpers';

// Nobody online no longer means no chat: the visitor writes as usual, leaves an e-mail once, sales are
// told once per conversation, and an agent's answers reach a visitor who has gone by e-mail.

const SITE_URL = 'https://books.example';
const SALES = 'sales@bookcraft.test';

const leaveEmail = (url: string, visitor: { token: string }, body: unknown) =>
  fetch(`${url}/api/chat/visitor-email`, { method: 'PUT', headers: visitorHeaders(visitor), body: JSON.stringify(body) });

/** The server has seen the visitor's last socket close, on every node it can ask. */
const gone = (running: RunningServer, visitor: ChatVisitor) => waitFor(async () => ((await running.server.io.in(`customer:${visitor.id}`).fetchSockets()).length === 0 ? true : undefined), 'the visitor’s socket to close');

for (const backend of await productionBackend()) {
  const mailbox = backend.skip ? undefined! : await startMailbox();
  after(() => mailbox?.stop());
  describe(`the chat while one side is away, on ${backend.name}`, { skip: backend.skip }, () => {
    // Answers wait an hour for their mail: a test makes them due when it wants the mail, so nothing here hangs on a clock.
    const server = useServer(backend.env, { SMTP_URL: mailbox.url, SALES_EMAIL: SALES, SITE_URL, OUTBOX_POLL_MS: '100', CHAT_REPLY_MAIL_DELAY_MS: '3600000' });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    const waiting = async (roomId: string) => (await db().query<{ count: number }>('SELECT count(*)::int AS count FROM chat_reply_mail_queue WHERE room_id = $1::bigint', [roomId]))[0]!.count;
    const makeDue = (roomId: string) => db().query('UPDATE chat_reply_mail_queue SET due_at = now() WHERE room_id = $1::bigint', [roomId]);

    it('takes what a visitor writes while no agent is online, shows it in the inbox unread, and tells sales once, by e-mail, without making it a lead', async () => {
      const visitor = await chatVisitor(url());
      try {
        assert.deepEqual(await (await fetch(`${url()}/api/chat/agents`)).json(), { online: false });
        assert.equal((await say(visitor.socket, visitor.roomId, 'I have a memoir of 80,000 words.')).ok, true);
        assert.equal((await say(visitor.socket, visitor.roomId, 'Can you edit it?')).ok, true);

        const toSales = await db().query<{ body: string }>(`SELECT body FROM mail_outbox WHERE recipient = $1 AND subject LIKE $2`, [SALES, `%(conversation ${visitor.roomId})`]);
        assert.equal(toSales.length, 1);
        const mail = await waitFor(() => mailbox.received.find((item) => item.subject.endsWith(`(conversation ${visitor.roomId})`)), 'the mail to sales');
        assert.deepEqual(mail.to, [SALES]);
        assert.match(mail.text, /> I have a memoir of 80,000 words\./);
        assert.match(mail.text, new RegExp(`${SITE_URL}/agent`));
        const leads = await db().query('SELECT 1 FROM leads WHERE customer_id = $1', [visitor.id]);
        assert.equal(leads.length, 0);

        const cookie = await staffCookie(url());
        const inbox = (await (await fetch(`${url()}/api/chat/chat-room/status`, { headers: { cookie } })).json()) as InboxRoom[];
        const room = inbox.find((candidate) => candidate.id === visitor.roomId)!;
        assert.equal(room.unread, 2);
        assert.equal(room.lastMessage!.content, 'Can you edit it?');
      } finally {
        visitor.socket.close();
      }
    });

    it('tells sales of one visitor once a day, however often they close a chat and start another', async () => {
      const { id, token } = await register(url());
      const call = async (method: string, path: string, body: unknown) => {
        const answer = await fetch(`${url()}${path}`, { method, headers: asVisitor(token), body: JSON.stringify(body) });
        assert.ok(answer.ok, `${method} ${path}: ${answer.status}`);
        return (await answer.json()) as { id: string };
      };
      const rooms: string[] = [];
      for (let loop = 0; loop < 4; loop++) {
        const room = await call('POST', '/api/chat/chat-room', { customerId: id, current_page: '/services' });
        rooms.push(String(room.id));
        await call('POST', '/api/chat/message', { roomId: room.id, clientId: randomUUID(), content: `Anyone there? (${loop})` });
        await call('PUT', `/api/chat/close/${room.id}`, {});
      }
      assert.equal(new Set(rooms).size, 4, 'four conversations');
      const told = await db().query<{ count: number }>('SELECT count(*)::int AS count FROM mail_outbox WHERE recipient = $1 AND room_id = ANY($2::bigint[])', [SALES, rooms]);
      assert.equal(told[0]!.count, 1);
    });

    it('keeps the e-mail a visitor leaves on their record, checked by the shared schema; staff see it at once and the widget learns it is known', async () => {
      const visitor = await chatVisitor(url());
      const staff = await staffSocket(url());
      try {
        const before = (await history(url(), visitor.roomId, visitorHeaders(visitor))).body as unknown as RoomHistory;
        assert.equal(before.visitorEmailKnown, false);

        const refused = await leaveEmail(url(), visitor, { email: 'ada@example' });
        assert.equal(refused.status, 400);
        assert.deepEqual(((await refused.json()) as { fields: object }).fields, { email: 'Enter a valid email address.' });
        const anonymous = await fetch(`${url()}/api/chat/visitor-email`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'ada@example.com' }) });
        assert.equal(anonymous.status, 401);

        const seen = nextVisitorEvent(staff, (event) => event.customerId === visitor.id && event.type === 'customer');
        const saved = await leaveEmail(url(), visitor, { email: ' ada@example.com ' });
        assert.equal(saved.status, 200);
        assert.equal((await seen).email, 'ada@example.com');
        const after = (await history(url(), visitor.roomId, visitorHeaders(visitor))).body as unknown as RoomHistory;
        assert.equal(after.visitorEmailKnown, true);
        const cookie = await staffCookie(url());
        const detail = (await (await fetch(`${url()}/api/staff/visitors/${visitor.id}`, { headers: { cookie } })).json()) as { email: string; lead: boolean };
        assert.equal(detail.email, 'ada@example.com');
        assert.equal(detail.lead, false);
      } finally {
        staff.close();
        visitor.socket.close();
      }
    });

    it("mails an agent's answers to a visitor who has left: one e-mail for the burst, the agent by display name, the answers quoted, a link to their page", async () => {
      const visitor = await chatVisitor(url());
      assert.equal((await emitWithAck(visitor.socket, 'pageVisited', { customerId: visitor.id, path: '/book-publishing-services' })).ok, true);
      await say(visitor.socket, visitor.roomId, 'Do you publish poetry?');
      assert.equal((await leaveEmail(url(), visitor, { email: 'poet@example.com' })).status, 200);
      visitor.socket.close();
      await gone(server.running, visitor);

      const agent = await staffSocket(url());
      try {
        assert.equal((await say(agent, visitor.roomId, 'Thanks for waiting! We do.')).ok, true);
        assert.equal((await say(agent, visitor.roomId, 'Send us a sample\nof ten poems.')).ok, true);
        assert.equal(await waiting(visitor.roomId), 2);
        // The address was asked to confirm itself (people/emailProof.ts); no answer has gone to it yet.
        const answersToPoet = () => mailbox.received.filter((item) => item.to.includes('poet@example.com') && !item.subject.startsWith('Please confirm'));
        assert.equal(answersToPoet().length, 0);

        await makeDue(visitor.roomId);
        const mail = await waitFor(() => answersToPoet()[0], 'the answers by e-mail');
        assert.equal(mail.subject, `${STAFF_NAME} answered you in the Book Craft chat`);
        assert.match(mail.text, new RegExp(`${STAFF_NAME} wrote:\\n> Thanks for waiting! We do\\.`));
        assert.match(mail.text, /> Send us a sample\n> of ten poems\./);
        assert.match(mail.text, new RegExp(`${SITE_URL}/book-publishing-services`));
        assert.ok(!mail.raw.includes(STAFF_EMAIL), 'the staff e-mail is not in the mail');
        await waitFor(async () => ((await waiting(visitor.roomId)) === 0 ? true : undefined), 'the queue to empty');
        assert.equal((await db().query('SELECT 1 FROM mail_outbox WHERE recipient = $1 AND room_id IS NOT NULL', ['poet@example.com'])).length, 1, 'one mail of answers');
      } finally {
        agent.close();
      }
    });

    it('answers a visitor who is still there live only, and mails no one', async () => {
      const visitor = await chatVisitor(url());
      const agent = await staffSocket(url());
      try {
        assert.equal((await leaveEmail(url(), visitor, { email: 'here@example.com' })).status, 200);
        await say(visitor.socket, visitor.roomId, 'Hello?');
        const live = nextMessage(visitor.socket, (message) => message.senderRole === 'agent');
        assert.equal((await say(agent, visitor.roomId, 'Hello, I am here.')).ok, true);
        assert.equal((await live).content, 'Hello, I am here.');
        assert.equal(await waiting(visitor.roomId), 0);
        const toSales = await db().query('SELECT 1 FROM mail_outbox WHERE subject LIKE $1', [`%(conversation ${visitor.roomId})`]);
        assert.equal(toSales.length, 0, 'an agent was online: sales are not told');
      } finally {
        agent.close();
        visitor.socket.close();
      }
    });

    it('drops the answers to a visitor who left no e-mail: there is nowhere to send them', async () => {
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Just looking.');
      visitor.socket.close();
      await gone(server.running, visitor);
      const agent = await staffSocket(url());
      try {
        const mailsBefore = (await db().query('SELECT 1 FROM mail_outbox')).length;
        await say(agent, visitor.roomId, 'Let us know if we can help.');
        assert.equal(await waiting(visitor.roomId), 1);
        await makeDue(visitor.roomId);
        await waitFor(async () => ((await waiting(visitor.roomId)) === 0 ? true : undefined), 'the queue to empty');
        assert.equal((await db().query('SELECT 1 FROM mail_outbox')).length, mailsBefore);
      } finally {
        agent.close();
      }
    });

    it('mails no answer to a stored e-mail that is not one address (kept by an older version), and asks the visitor for one again', async () => {
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Hello?');
      for (const stored of ['a@victim1.example, b@victim2.example', 'ada@exam']) {
        await db().query('UPDATE customers SET email = $2 WHERE id = $1', [visitor.id, stored]);
        const room = (await history(url(), visitor.roomId, visitorHeaders(visitor))).body as unknown as RoomHistory;
        assert.equal(room.visitorEmailKnown, false, stored);
      }
      await db().query('UPDATE customers SET email = $2 WHERE id = $1', [visitor.id, 'a@victim1.example, b@victim2.example']);
      visitor.socket.close();
      await gone(server.running, visitor);
      const agent = await staffSocket(url());
      try {
        const mailsBefore = (await db().query('SELECT 1 FROM mail_outbox')).length;
        assert.equal((await say(agent, visitor.roomId, 'We can help.')).ok, true);
        assert.equal(await waiting(visitor.roomId), 1);
        await makeDue(visitor.roomId);
        await waitFor(async () => ((await waiting(visitor.roomId)) === 0 ? true : undefined), 'the queue to empty');
        assert.equal((await db().query('SELECT 1 FROM mail_outbox')).length, mailsBefore);
        assert.equal(mailbox.received.filter((item) => item.raw.includes('victim')).length, 0);
      } finally {
        agent.close();
      }
    });
  });
}

describe('the link back in an answer’s e-mail', () => {
  it('is the visitor’s page on the site, or on a partner that embeds the chat; anything else is the home page', () => {
    const partners = ['https://partner.example'];
    assert.equal(pageLink('/contact/editing?x=1', SITE_URL, partners), `${SITE_URL}/contact/editing?x=1`);
    assert.equal(pageLink('https://partner.example/books', SITE_URL, partners), 'https://partner.example/books');
    assert.equal(pageLink(`${SITE_URL}/blog/2`, SITE_URL, partners), `${SITE_URL}/blog/2`);
    for (const elsewhere of ['https://evil.example/login', '//evil.example/login', 'javascript:alert(1)', ''])
      assert.equal(pageLink(elsewhere, SITE_URL, partners), `${SITE_URL}/`, elsewhere);
  });
});

// Whether the visitor is still there is asked of every node: one on node A is answered live from node B.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
describe('two nodes with Redis', { skip: NO_REDIS ?? NO_POSTGRES }, () => {
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  const shared = { REDIS_URL: redisUrl, DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `test_away_${Date.now()}`, CHAT_REPLY_MAIL_DELAY_MS: '3600000' };
  before(async () => {
    await assertRedisAnswers(redisUrl);
    nodeA = await startServer(shared);
    nodeB = await startServer(shared);
  });
  after(async () => {
    await nodeA?.stop();
    await nodeB?.stop();
    for (const node of [nodeA, nodeB]) if (node) removeDir(node.dataDir);
    await dropSchema(shared.DATABASE_SCHEMA);
  });

  it('answers a visitor connected to another node live, not by e-mail', async () => {
    const visitor = await chatVisitor(nodeA.url);
    const agent = await staffSocket(nodeB.url);
    try {
      await waitFor(async () => ((await nodeB.server.io.in(`customer:${visitor.id}`).fetchSockets()).length > 0 ? true : undefined), 'node B to see the visitor on node A');
      await say(agent, visitor.roomId, 'Hello from node B');
      const [row] = await nodeB.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM chat_reply_mail_queue WHERE room_id = $1::bigint', [visitor.roomId]);
      assert.equal(row!.count, 0);
    } finally {
      agent.close();
      visitor.socket.close();
    }
  });
});
