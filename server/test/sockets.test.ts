import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { io as connect, type Socket } from 'socket.io-client';
import { assertRedisAnswers, dropSchema, NO_POSTGRES, NO_REDIS, removeDir, type RunningServer, startServer } from './helpers';
import { emitWithAck, nextVisitorEvent, openSocket, register, staffSocket } from './visitorHelpers';
import { chatVisitor, history, nextMessage, say, staffCookie, visitorHeaders } from './chatHelpers';
import { waitFor } from './faultHelpers';
import { createClient } from 'redis';
import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS } from '@bookcraft/shared';

const open = (url: string, transports: string[] = ['websocket'], auth: Record<string, string> = {}) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(url, { transports, reconnection: false, timeout: 5_000, auth });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

describe('chat socket', () => {
  let running: RunningServer;
  before(async () => {
    running = await startServer();
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
  });

  it("accepts a visitor's websocket connection at /socket.io", async () => {
    const { token } = await register(running.url);
    const socket = await open(running.url, ['websocket'], { token });
    assert.equal(socket.connected, true);
    socket.close();
  });

  it('refuses long-polling: websocket transport only', async () => {
    const { token } = await register(running.url);
    await assert.rejects(open(running.url, ['polling'], { token }));
  });
});

/** Two server processes' worth of servers sharing Redis: what one emits reaches sockets on the other. */
// Runs when TEST_REDIS_URL is set (.ci/run sets it), is reported skipped otherwise; a set but silent Redis fails the run.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const databaseUrl = process.env.TEST_DATABASE_URL;
describe('two nodes with Redis', { skip: NO_REDIS }, () => {
  let nodeA: RunningServer;
  let nodeB: RunningServer;
  let shared: Record<string, string> = {};

  before(async () => {
    await assertRedisAnswers(redisUrl);
    // Like production, both nodes keep their data in one PostgreSQL when there is one.
    shared = { REDIS_URL: redisUrl, ...(databaseUrl ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `test_nodes_${Date.now()}` } : {}) };
    nodeA = await startServer(shared);
    nodeB = await startServer(shared);
  });
  after(async () => {
    await nodeA?.stop();
    await nodeB?.stop();
    if (nodeA) removeDir(nodeA.dataDir);
    if (nodeB) removeDir(nodeB.dataDir);
    await dropSchema(shared.DATABASE_SCHEMA);
  });

  it('relays a broadcast from node A to a socket connected to node B', async () => {
    const onB = await open(nodeB.url, ['websocket'], { token: (await register(nodeB.url)).token });
    const received = new Promise<unknown>((resolve) => onB.once('typing', resolve));
    // The adapter needs a moment to see node B's subscription; emit until it lands.
    const timer = setInterval(() => nodeA.server.io.emit('typing', { roomId: 'from-node-a', senderRole: 'agent', typing: true }), 100);
    try {
      assert.deepEqual(await received, { roomId: 'from-node-a', senderRole: 'agent', typing: true });
    } finally {
      clearInterval(timer);
      onB.close();
    }
  });

  it('shows staff on node B, live, what a visitor on node A does', async () => {
    const staff = await staffSocket(nodeB.url);
    const visitor = await register(nodeA.url);
    const socket = await open(nodeA.url, ['websocket'], { token: visitor.token });
    const seen = nextVisitorEvent(staff, (event) => event.customerId === visitor.id && event.type === 'page');
    // The adapter needs a moment to see node B's subscription; visit until it lands.
    const timer = setInterval(() => void emitWithAck(socket, 'pageVisited', { customerId: visitor.id, path: '/services' }).catch(() => undefined), 200);
    try {
      assert.equal((await seen).path, '/services');
    } finally {
      clearInterval(timer);
      socket.close();
      staff.close();
    }
  });

  it("never gives Redis a staff member's session: not in what the nodes publish, their stream, or the sessions kept for recovery", async () => {
    // Whoever can read Redis sees everything the nodes publish to each other, as it goes by.
    const listener = createClient({ url: redisUrl });
    await listener.connect();
    const published: Buffer[] = [];
    await listener.pSubscribe('*', (message) => published.push(message), true);
    const redis = createClient({ url: redisUrl });
    await redis.connect();
    const cookie = await staffCookie(nodeA.url);
    const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const staff = await openSocket(nodeA.url, { cookie });
    try {
      // Visitors arriving on the other node: each asks whether an agent is online, wherever the agents are.
      const visitors = await Promise.all([chatVisitor(nodeB.url), chatVisitor(nodeB.url)]);
      for (const visitor of visitors) visitor.socket.close();
      // A dropped connection: a visitor's state is kept in Redis for recovery, a console's is not.
      const keptBefore = new Set(await redis.keys('sio:session:*'));
      const marker = await chatVisitor(nodeA.url);
      const staffId = staff.id!;
      staff.io.engine.close();
      await waitFor(() => (nodeA.server.io.of('/').sockets.has(staffId) ? undefined : true), 'node A to see the console drop');
      // The visitor drops after the console: once its state is in Redis, the console's would be too, had it been kept.
      marker.socket.io.engine.close();
      const fresh = await waitFor(async () => {
        const now = (await redis.keys('sio:session:*')).filter((key) => !keptBefore.has(key));
        return now.length > 0 ? now : undefined;
      }, "the dropped visitor's state to be kept in Redis");
      const stream = JSON.stringify(await redis.xRange('socket.io', '-', '+'));
      const kept = await Promise.all([...keptBefore, ...fresh].map(async (key) => Buffer.from((await redis.get(key)) ?? '', 'base64')));
      const written = [stream, ...[...published, ...kept].map((bytes) => bytes.toString('latin1'))].join('\n');
      assert.equal(fresh.length, 1, "the dropped visitor's state was kept in Redis, the console's was not");
      // (The hash that names the session's room may be there: it signs no one in.)
      assert.ok(!written.includes(token), 'no session token in Redis');
      assert.ok(!written.includes('bc_staff='), 'no staff cookie in Redis');
    } finally {
      staff.close();
      await listener.quit();
      await redis.quit();
    }
  });

  it('tells a visitor on node B that an agent on node A is online, without asking the nodes for their sockets', async () => {
    // Answers to node B's requests (its fetchSockets among them) come on node B's own channel.
    const listener = createClient({ url: redisUrl });
    await listener.connect();
    const nodeBUid = (nodeB.server.io.of('/').adapter as unknown as { uid: string }).uid;
    const answeredToB: string[] = [];
    await listener.pSubscribe('*', (_message, channel) => void (channel.includes(`#${nodeBUid}#`) && answeredToB.push(channel)));
    const staff = await staffSocket(nodeA.url);
    try {
      const visitors = await Promise.all([0, 1, 2].map(async () => {
        const { token } = await register(nodeB.url);
        // Listening before the connection opens: the answer comes with it.
        const socket = connect(nodeB.url, { transports: ['websocket'], reconnection: false, auth: { token } });
        return { socket, told: await new Promise<unknown>((resolve) => socket.once(CHAT_EVENTS.agents, resolve)) };
      }));
      for (const { socket, told } of visitors) {
        socket.close();
        assert.deepEqual(told, { online: true });
      }
      assert.deepEqual(answeredToB, [], 'no node was asked for its sockets');
    } finally {
      staff.close();
      await listener.quit();
    }
  });

  // A conversation lives in the database both nodes share: PostgreSQL (TEST_DATABASE_URL, set by .ci/run).
  it('lets a visitor on node A and an agent on node B talk', { skip: NO_POSTGRES }, async () => {
    const agent = await staffSocket(nodeB.url);
    const visitor = await chatVisitor(nodeA.url);
    try {
      // The adapter needs a moment to see node B's subscription: the visitor repeats one message (one client id) until it lands.
      const clientId = randomUUID();
      const atAgent = nextMessage(agent, (message) => message.roomId === visitor.roomId);
      const timer = setInterval(() => void say(visitor.socket, visitor.roomId, 'Hello from node A', clientId).catch(() => undefined), 200);
      try {
        assert.equal((await atAgent).content, 'Hello from node A');
      } finally {
        clearInterval(timer);
      }
      const atVisitor = nextMessage(visitor.socket, (message) => message.senderRole === 'agent');
      await say(agent, visitor.roomId, 'Hello from node B');
      assert.equal((await atVisitor).content, 'Hello from node B');
      const { body } = await history(nodeB.url, visitor.roomId, visitorHeaders(visitor));
      assert.equal(body.messages.filter((message) => message.content === 'Hello from node A').length, 1);
    } finally {
      agent.close();
      visitor.socket.close();
    }
  });
});
