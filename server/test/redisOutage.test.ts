import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { StoredChatMessage } from '@bookcraft/shared';
import { assertRedisAnswers, dropSchema, NO_REDIS, removeDir, type RunningServer, startServer } from './helpers';
import { chatVisitor, history, nextMessage, say, visitorHeaders, type ChatVisitor } from './chatHelpers';
import { emitWithAck, register, staffSocket } from './visitorHelpers';
import { familyALead, postLead } from './leadFixtures';
import { portOf, sleep, throughProxy, waitFor, watchProcessErrors } from './faultHelpers';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

/** "Quickly": nothing a node serves on its own may wait for Redis. */
const QUICK_MS = 2_000;

/** Resolves with the message, or undefined when none arrives in time. */
const receivedWithin = (socket: Socket, content: string, ms: number) =>
  Promise.race([nextMessage(socket, (message) => message.content === content), sleep(ms).then(() => undefined)]) as Promise<StoredChatMessage | undefined>;

const redisUrl = process.env.TEST_REDIS_URL ?? '';
const databaseUrl = process.env.TEST_DATABASE_URL;
describe('Redis goes away in a two-node setup', { timeout: 60_000, skip: NO_REDIS }, () => {
  const watched = watchProcessErrors();
  let proxy: TcpProxy;
  let env: Record<string, string> = {};
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  let visitor: ChatVisitor;
  let staffOnA: Socket;
  let staffOnB: Socket;
  const sent: string[] = [];

  /** The visitor on node A says something; resolves once the ack is back. */
  const visitorSays = async (content: string, by: ChatVisitor = visitor) => {
    const answer = await say(by.socket, by.roomId, content);
    assert.equal(answer.ok, true, `"${content}" was not stored: ${answer.error}`);
    if (by === visitor) sent.push(content);
  };

  before(async () => {
    await assertRedisAnswers(redisUrl);
    proxy = await startTcpProxy({ host: new URL(redisUrl).hostname, port: portOf(redisUrl, 6379) });
    // Like production, both nodes keep their data in one PostgreSQL when there is one.
    env = { REDIS_URL: throughProxy(redisUrl, proxy.port), ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `test_redis_outage_${Date.now()}` } : {}) };
    nodeA = await startServer(env);
    nodeB = await startServer(env);
    visitor = await chatVisitor(nodeA.url);
    staffOnA = await staffSocket(nodeA.url);
    staffOnB = await staffSocket(nodeB.url);
  });

  after(async () => {
    for (const socket of [visitor?.socket, staffOnA, staffOnB]) socket?.close();
    // Redis comes back first: a node's stream reader waiting on it would keep the process alive.
    await proxy?.restore();
    await nodeA?.stop();
    await nodeB?.stop();
    await proxy?.close();
    for (const node of [nodeA, nodeB]) if (node) removeDir(node.dataDir);
    await dropSchema(env.DATABASE_SCHEMA);
  });

  it('relays a visitor on node A to staff on node B while Redis is up', async () => {
    // The adapter needs a moment to see node B's subscription: say it again until it lands.
    for (let attempt = 1; ; attempt += 1) {
      const content = `Hello from A (${attempt})`;
      const arrival = receivedWithin(staffOnB, content, 1_000);
      await visitorSays(content);
      if (await arrival) break;
      assert.ok(attempt < 10, 'node B never received a message from node A');
    }
  });

  it("keeps serving each node's own sockets and HTTP while Redis is away", async () => {
    await proxy.cut();
    // Away once both nodes' Redis clients have seen their connections drop.
    const sawItGo = (node: RunningServer) => node.logged().some((line) => line.includes('Redis unavailable'));
    await waitFor(() => (sawItGo(nodeA) && sawItGo(nodeB) ? true : undefined), 'both nodes to see Redis go');

    const started = Date.now();
    const onStaff = receivedWithin(staffOnA, 'Are you there?', QUICK_MS);
    await visitorSays('Are you there?');
    assert.ok(await onStaff, 'staff on the same node received the message');
    const reply = randomUUID();
    const onVisitor = receivedWithin(visitor.socket, 'Yes, on this node.', QUICK_MS);
    const answer = (await staffOnA.timeout(QUICK_MS).emitWithAck('book-craft-message', { roomId: visitor.roomId, clientId: reply, content: 'Yes, on this node.' })) as { ok?: boolean };
    assert.equal(answer.ok, true);
    assert.ok(await onVisitor, 'the visitor received the reply');
    assert.ok(Date.now() - started < 2 * QUICK_MS, `the exchange took ${Date.now() - started} ms`);

    // A visitor arriving during the outage connects, hears that an agent is online here, and chats.
    const { id, token } = await register(nodeA.url);
    const socket = connect(nodeA.url, { transports: ['websocket'], reconnection: false, auth: { token } });
    try {
      const agents = new Promise((resolve) => socket.once('agents-online', resolve));
      assert.deepEqual(await Promise.race([agents, sleep(QUICK_MS)]), { online: true });
      const room = await emitWithAck(socket, 'createRoom', { customerId: id, current_page: '/services' });
      const heard = receivedWithin(staffOnA, 'I just arrived', QUICK_MS);
      await visitorSays('I just arrived', { id, token, socket, roomId: String(room.roomId) });
      assert.ok(await heard);
      // Its connection drops: the node keeps the session for recovery in Redis, which fails, harmlessly.
      const socketId = socket.id!;
      socket.io.engine.close();
      await waitFor(() => (nodeA.server.io.of('/').sockets.has(socketId) ? undefined : true), 'node A to see the connection drop');
    } finally {
      socket.close();
    }

    // HTTP goes on: the lead rate limit counts in memory meanwhile, never a 5xx.
    const lead = await postLead(nodeA.url, familyALead('General', { full_name: 'Redis Outage' }));
    assert.equal(lead.status, 201);
    assert.equal((await fetch(`${nodeB.url}/api/health`)).status, 200);
    assert.deepEqual(watched.errors, [], 'no fault reached the process');
  });

  it('relays across nodes again once Redis is back, and stored every message once', async () => {
    await proxy.restore();
    // The nodes' Redis clients reconnect with back-off (at most 2 s apart).
    const deadline = Date.now() + 20_000;
    for (let attempt = 1; ; attempt += 1) {
      const content = `Back again (${attempt})`;
      const arrival = receivedWithin(staffOnB, content, 1_000);
      await visitorSays(content);
      if (await arrival) break;
      assert.ok(Date.now() < deadline, 'node B never received a message from node A after Redis came back');
    }
    // Node B can answer a room of node A's only when they share one database.
    if (databaseUrl) {
      const onVisitor = receivedWithin(visitor.socket, 'Welcome back, from B.', 5_000);
      const answer = (await staffOnB.timeout(5_000).emitWithAck('book-craft-message', { roomId: visitor.roomId, clientId: randomUUID(), content: 'Welcome back, from B.' })) as { ok?: boolean };
      assert.equal(answer.ok, true);
      assert.ok(await onVisitor, 'the visitor on node A received the reply from node B');
    }

    const { body } = await history(nodeA.url, visitor.roomId, visitorHeaders(visitor));
    const visitorLines = body.messages.filter((message) => message.senderRole === 'visitor').map((message) => message.content);
    assert.deepEqual(visitorLines, sent, 'every message the visitor sent is stored once, in order');
    assert.deepEqual(watched.errors, []);
  });
});
