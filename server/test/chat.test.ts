import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChatRoom, InboxRoom } from '@bookcraft/shared';
import { removeDir, STAFF_EMAIL, STAFF_NAME, startServer, productionBackend, useServer } from './helpers';
import { chatVisitor, history, nextMessage, say, staffCookie, visitorHeaders } from './chatHelpers';
import { emitWithAck, openSocket, staffSocket } from './visitorHelpers';

for (const backend of await productionBackend()) {
  describe(`chat on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;

    it('lets a visitor and an agent exchange messages, stored before they are acknowledged', async () => {
      const agent = await staffSocket(url());
      const visitor = await chatVisitor(url());
      try {
        const toAgent = nextMessage(agent, (message) => message.roomId === visitor.roomId && message.senderRole === 'visitor');
        // The only available member with a console open: routing gives them the conversation at its first message.
        const joined = nextMessage(visitor.socket, (message) => message.content.endsWith('joined the conversation'));
        const sent = await say(visitor.socket, visitor.roomId, 'Hello, can you edit my novel?');
        assert.equal(sent.ok, true);
        assert.equal(sent.message!.content, 'Hello, can you edit my novel?');
        assert.equal((await toAgent).id, sent.message!.id);

        const toVisitor = nextMessage(visitor.socket, (message) => message.senderRole === 'agent');
        const reply = await say(agent, visitor.roomId, 'Of course. What genre is it?');
        assert.equal(reply.ok, true);
        assert.equal((await joined).content, `${STAFF_NAME} joined the conversation`);
        const received = await toVisitor;
        assert.equal(received.content, 'Of course. What genre is it?');
        assert.equal(received.senderName, STAFF_NAME);

        const { body } = await history(url(), visitor.roomId, visitorHeaders(visitor));
        // Any suggested answers of the help center came before the member joined.
        assert.deepEqual(body.messages.filter((message) => !message.suggestions).map((message) => message.senderRole), ['visitor', 'system', 'agent']);
      } finally {
        agent.close();
        visitor.socket.close();
      }
    });

    it('never lets the staff e-mail reach a visitor: rooms name the agent by display name, in answers and socket frames', async () => {
      const agent = await staffSocket(url());
      const visitor = await chatVisitor(url());
      const frames: unknown[] = [];
      visitor.socket.onAny((event: string, ...args: unknown[]) => frames.push({ event, args }));
      try {
        const headers = { ...visitorHeaders(visitor), 'content-type': 'application/json' };
        const answers: unknown[] = [];
        const call = async (method: string, path: string, body?: unknown) => {
          const response = await fetch(`${url()}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
          answers.push(await response.text());
        };
        const taken = new Promise<ChatRoom>((resolve) => visitor.socket.on('chat-room', (room: ChatRoom) => room.agentName && resolve(room)));
        await call('POST', `/chat/chat-room/${visitor.roomId}/escalate`, {});
        await say(visitor.socket, visitor.roomId, 'Is anyone there?');
        await say(agent, visitor.roomId, 'Yes, hello!');
        const room = await taken;
        assert.equal(room.agentName, STAFF_NAME);
        await call('GET', `/chat/chat-room/${visitor.roomId}`);
        await call('PUT', `/chat/close/${visitor.roomId}`, {});
        await call('POST', `/chat/chat-room/${visitor.roomId}/rating`, { rating: 5 });
        await call('GET', `/chat/transcript/${visitor.roomId}`);
        const seen = JSON.stringify([frames, answers]).toLowerCase();
        assert.ok(seen.includes(STAFF_NAME.toLowerCase()), 'the visitor sees the display name');
        assert.ok(!seen.includes(STAFF_EMAIL.toLowerCase()), 'the visitor never sees the staff e-mail');
        assert.ok(!seen.includes(STAFF_EMAIL.split('@')[0]!.toLowerCase() + '@'), 'nor its local part');
      } finally {
        agent.close();
        visitor.socket.close();
      }
    });

    it('stores a resent message once: the same client id answers with the same message', async () => {
      const visitor = await chatVisitor(url());
      const clientId = randomUUID();
      const first = await say(visitor.socket, visitor.roomId, 'Sent twice', clientId);
      visitor.socket.close();
      const again = await openSocket(url(), { token: visitor.token });
      const second = await say(again, visitor.roomId, 'Sent twice', clientId);
      again.close();
      assert.equal(second.message!.id, first.message!.id);
      const { body } = await history(url(), visitor.roomId, visitorHeaders(visitor));
      assert.equal(body.messages.filter((message) => message.content === 'Sent twice').length, 1);
    });

    it('gives the messages after a known one, so a reconnected client can catch up', async () => {
      const visitor = await chatVisitor(url());
      const first = await say(visitor.socket, visitor.roomId, 'one');
      await say(visitor.socket, visitor.roomId, 'two');
      await say(visitor.socket, visitor.roomId, 'three');
      visitor.socket.close();
      const { body } = await history(url(), visitor.roomId, visitorHeaders(visitor), first.message!.id);
      assert.deepEqual(body.messages.map((message) => message.content), ['two', 'three']);
    });

    it("keeps a visitor out of another visitor's room, history and transcript", async () => {
      const ada = await chatVisitor(url());
      const bob = await chatVisitor(url());
      try {
        let leaked = false;
        bob.socket.on('book-craft-message', () => (leaked = true));
        const intrusion = await say(bob.socket, ada.roomId, 'Let me in');
        assert.equal(intrusion.error, 'Not your chat');
        await say(ada.socket, ada.roomId, 'Private');
        assert.equal((await history(url(), ada.roomId, visitorHeaders(bob))).status, 403);
        const transcript = await fetch(`${url()}/api/chat/transcript/${ada.roomId}`, { headers: visitorHeaders(bob) });
        assert.equal(transcript.status, 403);
        // Bob's own message made it nowhere, and Ada's never reached Bob.
        const { body } = await history(url(), ada.roomId, visitorHeaders(ada));
        assert.deepEqual(body.messages.map((message) => message.content), ['Private']);
        assert.equal(leaked, false);
      } finally {
        ada.socket.close();
        bob.socket.close();
      }
    });

    it('refuses bad messages with the failing fields and stores none of them', async () => {
      const visitor = await chatVisitor(url());
      const tooLong = await say(visitor.socket, visitor.roomId, 'x'.repeat(4_001));
      assert.ok(tooLong.fields?.content);
      const empty = await say(visitor.socket, visitor.roomId, '   ');
      assert.ok(empty.fields?.content);
      const badId = (await emitWithAck(visitor.socket, 'book-craft-message', { roomId: visitor.roomId, clientId: 'nope', content: 'hi' })) as { fields?: Record<string, string> };
      assert.ok(badId.fields?.clientId);
      visitor.socket.close();
      const response = await fetch(`${url()}/api/chat/message`, { method: 'POST', headers: visitorHeaders(visitor), body: JSON.stringify({ roomId: 'abc', content: 5 }) });
      assert.equal(response.status, 400);
      assert.deepEqual(Object.keys(((await response.json()) as { fields: object }).fields).sort(), ['clientId', 'content', 'roomId']);
      assert.equal((await history(url(), visitor.roomId, visitorHeaders(visitor))).body.messages.length, 0);
    });

    it('shows staff escalated conversations first with their unread count, and reads them', async () => {
      const cookie = await staffCookie(url());
      const quiet = await chatVisitor(url());
      const urgent = await chatVisitor(url());
      await say(urgent.socket, urgent.roomId, 'I need a person');
      await say(urgent.socket, urgent.roomId, 'Please');
      await say(quiet.socket, quiet.roomId, 'Just browsing');
      const escalated = await fetch(`${url()}/api/chat/chat-room/${urgent.roomId}/escalate`, { method: 'POST', headers: visitorHeaders(urgent), body: '{}' });
      assert.equal(((await escalated.json()) as ChatRoom).escalated, true);

      const inbox = (await (await fetch(`${url()}/api/chat/chat-room/status`, { headers: { cookie } })).json()) as InboxRoom[];
      assert.equal(inbox[0]!.id, urgent.roomId);
      assert.equal(inbox[0]!.unread, 2);
      const queue = (await (await fetch(`${url()}/api/chat/agent/escalation`, { headers: { cookie } })).json()) as ChatRoom[];
      assert.ok(queue.some((room) => room.id === urgent.roomId));

      await fetch(`${url()}/api/chat/chat-room/${urgent.roomId}/read`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
      const after = (await (await fetch(`${url()}/api/chat/chat-room/status`, { headers: { cookie } })).json()) as InboxRoom[];
      assert.equal(after.find((room) => room.id === urgent.roomId)!.unread, 0);
      quiet.socket.close();
      urgent.socket.close();
    });

    it('closes a chat, then lets the visitor rate it, and gives its transcript as a text file', async () => {
      const visitor = await chatVisitor(url());
      await say(visitor.socket, visitor.roomId, 'Thanks for the help');
      const early = await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}/rating`, { method: 'POST', headers: visitorHeaders(visitor), body: JSON.stringify({ rating: 5 }) });
      assert.equal(early.status, 409);
      const closed = await fetch(`${url()}/api/chat/close/${visitor.roomId}`, { method: 'PUT', headers: visitorHeaders(visitor), body: '{}' });
      assert.equal(((await closed.json()) as ChatRoom).status, 'closed');
      const late = await say(visitor.socket, visitor.roomId, 'One more thing');
      assert.equal(late.error, 'This chat is closed');
      const outOfRange = await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}/rating`, { method: 'POST', headers: visitorHeaders(visitor), body: JSON.stringify({ rating: 6 }) });
      assert.equal(outOfRange.status, 400);
      const rated = await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}/rating`, { method: 'POST', headers: visitorHeaders(visitor), body: JSON.stringify({ rating: 5 }) });
      assert.equal(((await rated.json()) as ChatRoom).rating, 5);

      const transcript = await fetch(`${url()}/api/chat/transcript/${visitor.roomId}`, { headers: visitorHeaders(visitor) });
      assert.match(transcript.headers.get('content-disposition')!, /attachment; filename="chat-\d+\.txt"/);
      assert.match(await transcript.text(), /You: Thanks for the help/);
      visitor.socket.close();
    });
  });
}

describe('chat access', () => {
  const server = useServer(async () => ({}), { PARTNER_ORIGINS: 'http://partner.test' });
  const url = () => server.running.url;

  it('refuses agent calls without a staff session', async () => {
    const visitor = await chatVisitor(url());
    visitor.socket.close();
    assert.equal((await fetch(`${url()}/api/chat/chat-room/status`)).status, 401);
    assert.equal((await fetch(`${url()}/api/chat/agent/escalation`)).status, 401);
    const reply = await fetch(`${url()}/api/chat/chat-room/agent-response`, { method: 'POST', headers: visitorHeaders(visitor), body: JSON.stringify({ roomId: visitor.roomId, clientId: randomUUID(), content: 'I am staff, honest' }) });
    assert.equal(reply.status, 401);
    assert.equal((await fetch(`${url()}/api/chat/chat-room/${visitor.roomId}`)).status, 401);
  });

  it('disconnects an agent who signs out, and refuses their socket afterwards', async () => {
    const cookie = await staffCookie(url());
    const agent = await openSocket(url(), { cookie });
    const disconnected = new Promise((resolve) => agent.once('disconnect', resolve));
    await fetch(`${url()}/api/staff/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    await disconnected;
    await assert.rejects(openSocket(url(), { cookie }), /unauthorized/);
  });

  it("checks the websocket handshake's Origin: the site and configured partners only", async () => {
    const { token } = (await chatVisitor(url())) as { token: string; socket: { close(): void } };
    const site = new URL(url()).origin;
    for (const origin of [site, 'http://partner.test']) {
      const socket = await openSocket(url(), { token, origin });
      socket.close();
    }
    await assert.rejects(openSocket(url(), { token, origin: 'http://evil.test' }));
  });

  it('answers partner origins, and only them, with CORS headers', async () => {
    const preflight = await fetch(`${url()}/api/chat/message`, { method: 'OPTIONS', headers: { origin: 'http://partner.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://partner.test');
    assert.match(preflight.headers.get('access-control-allow-headers')!, /Authorization/);
    const stranger = await fetch(`${url()}/api/chat/agents`, { headers: { origin: 'http://evil.test' } });
    assert.equal(stranger.headers.get('access-control-allow-origin'), null);
  });

  it('slows down a socket that floods events', async () => {
    const visitor = await chatVisitor(url());
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => say(visitor.socket, visitor.roomId, `spam ${index}`)));
    assert.ok(answers.some((answer) => answer.error === 'Too many messages, please slow down'));
    visitor.socket.close();
  });
});

describe('chat across a restart', () => {
  it('keeps every message when the server restarts on the same data', async () => {
    const first = await startServer();
    const visitor = await chatVisitor(first.url);
    await say(visitor.socket, visitor.roomId, 'Remember me');
    visitor.socket.close();
    await first.stop();
    const second = await startServer({}, first.dataDir);
    try {
      const { body } = await history(second.url, visitor.roomId, visitorHeaders(visitor));
      assert.deepEqual(body.messages.map((message) => message.content), ['Remember me']);
    } finally {
      await second.stop();
      removeDir(first.dataDir);
    }
  });
});
