import { randomInt, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { say, staffCookie } from './chatHelpers';
import { productionBackend, useServer } from './helpers';
import { asVisitor, emitWithAck, openSocket, register } from './visitorHelpers';

// Without a limit, one visitor token could store 200 chat messages of 4,000 characters in 3.4 s.
// Every chat and media call of a visitor is counted, over HTTP and the socket together, per
// visitor and per client address; a visitor opens a few new chats a day at most; staff are not
// counted. (access.test.ts proves every chat and media route is counted.)

const LIMIT = 6;
const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

for (const backend of await productionBackend()) {
  describe(`chat limits on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, { CHAT_RATE_LIMIT: String(LIMIT), CHAT_CLIENT_RATE_LIMIT: '8', CHAT_ROOMS_PER_DAY: '2' });
    const url = () => server.running.url;
    const storedMessages = async (roomId: string) =>
      (await server.running.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM chat_messages WHERE room_id = $1::bigint', [roomId]))[0]!.count;

    /** A visitor with a room, made from an address of their own; the room counts as one chat call. */
    async function visitorWithRoom(ip = someIp()) {
      const { id, token } = await register(url());
      const headers = { ...asVisitor(token), 'x-forwarded-for': ip };
      const room = await fetch(`${url()}/api/chat/chat-room`, { method: 'POST', headers, body: JSON.stringify({ customerId: id, current_page: '/services' }) });
      assert.equal(room.status, 200);
      const roomId = String(((await room.json()) as { id: string }).id);
      const send = (content = 'Hello', from = ip) =>
        fetch(`${url()}/api/chat/message`, { method: 'POST', headers: { ...headers, 'x-forwarded-for': from }, body: JSON.stringify({ roomId, clientId: randomUUID(), content }) });
      return { id, token, roomId, headers, send };
    }

    it("answers a visitor's chat call past the limit with 429 and Retry-After, and stores nothing more; another visitor is not held back", async () => {
      const visitor = await visitorWithRoom();
      for (let message = 1; message < LIMIT; message++) assert.equal((await visitor.send('x'.repeat(4_000))).status, 200, `message ${message}`);
      const refused = await visitor.send('one too many');
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      assert.match(((await refused.json()) as { error: string }).error, /Too many chat requests/);
      assert.equal(await storedMessages(visitor.roomId), LIMIT - 1);
      assert.equal((await (await visitorWithRoom()).send()).status, 200, 'another visitor');
    });

    it("counts a visitor's socket messages with their HTTP calls", async () => {
      const visitor = await visitorWithRoom();
      const socket = await openSocket(url(), { token: visitor.token });
      try {
        for (let message = 1; message < LIMIT - 1; message++) assert.equal((await visitor.send()).status, 200);
        assert.equal((await say(socket, visitor.roomId, 'by socket')).ok, true);
        const refused = await say(socket, visitor.roomId, 'one too many');
        assert.match(String(refused.error), /Too many chat requests/);
        assert.equal((await visitor.send()).status, 429);
        assert.equal(await storedMessages(visitor.roomId), LIMIT - 1);
      } finally {
        socket.close();
      }
    });

    it('counts the chat calls from one address together, across visitors', async () => {
      const ip = someIp();
      const first = await visitorWithRoom(ip);
      const second = await visitorWithRoom(ip);
      // 2 rooms, then 6 messages: the address's 8.
      for (let message = 0; message < 3; message++) for (const visitor of [first, second]) assert.equal((await visitor.send('hi', ip)).status, 200);
      const limited = await fetch(`${url()}/api/chat/agents`, { headers: { 'x-forwarded-for': ip } });
      assert.equal(limited.status, 429, 'even a public chat call, from that address');
      assert.ok(Number(limited.headers.get('retry-after')) >= 1);
      assert.equal((await fetch(`${url()}/api/chat/agents`, { headers: { 'x-forwarded-for': someIp() } })).status, 200, 'another address');
    });

    it('lets a visitor open CHAT_ROOMS_PER_DAY new chats in a day, then answers 429 until the day is over, by HTTP and socket alike', async () => {
      const visitor = await visitorWithRoom();
      const close = (roomId: string) => fetch(`${url()}/api/chat/close/${roomId}`, { method: 'PUT', headers: visitor.headers, body: '{}' });
      assert.equal((await close(visitor.roomId)).status, 200);
      const second = await fetch(`${url()}/api/chat/chat-room`, { method: 'POST', headers: visitor.headers, body: JSON.stringify({ customerId: visitor.id, current_page: '/' }) });
      assert.equal(second.status, 200);
      assert.equal((await close(String(((await second.json()) as { id: string }).id))).status, 200);
      const third = await fetch(`${url()}/api/chat/chat-room`, { method: 'POST', headers: visitor.headers, body: JSON.stringify({ customerId: visitor.id, current_page: '/' }) });
      assert.equal(third.status, 429);
      const retryAfter = Number(third.headers.get('retry-after'));
      assert.ok(retryAfter > 23 * 3600 && retryAfter <= 24 * 3600, `Retry-After ${retryAfter}`);
      assert.match(((await third.json()) as { error: string }).error, /Too many new chats today/);
      const socket = await openSocket(url(), { token: visitor.token });
      try {
        assert.match(String((await emitWithAck(socket, 'createRoom', { customerId: visitor.id, current_page: '/' })).error), /Too many new chats today/);
      } finally {
        socket.close();
      }
    });

    it('does not count staff: an agent answers past the visitors’ limit', async () => {
      const visitor = await visitorWithRoom();
      const cookie = await staffCookie(url());
      for (let answer = 0; answer <= LIMIT; answer++) {
        const sent = await fetch(`${url()}/api/chat/chat-room/agent-response`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
          body: JSON.stringify({ roomId: visitor.roomId, clientId: randomUUID(), content: `Answer ${answer}` }),
        });
        assert.equal(sent.status, 200, `answer ${answer}`);
      }
    });
  });
}
