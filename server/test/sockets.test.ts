import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { removeDir, startServer, type RunningServer } from './helpers';

const open = (url: string, transports: string[] = ['websocket']) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(url, { transports, reconnection: false, timeout: 5_000 });
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

  it('accepts websocket connections at /socket.io', async () => {
    const socket = await open(running.url);
    assert.equal(socket.connected, true);
    socket.close();
  });

  it('refuses long-polling: websocket transport only', async () => {
    await assert.rejects(open(running.url, ['polling']));
  });
});

/** Two server processes' worth of servers sharing Redis: what one emits reaches sockets on the other. */
// Runs when TEST_REDIS_URL is set (.ci/run sets it); a set but silent Redis fails the run.
const redisUrl = process.env.TEST_REDIS_URL;
if (redisUrl) describe('two nodes with Redis', () => {
  let nodeA: RunningServer;
  let nodeB: RunningServer;

  before(async () => {
    const probe = createClient({ url: redisUrl, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
    try {
      await probe.connect();
      await probe.ping();
    } catch (error) {
      throw new Error(`TEST_REDIS_URL is set but Redis does not answer: ${(error as Error).message}`);
    } finally {
      await probe.quit().catch(() => undefined);
    }
    nodeA = await startServer({ REDIS_URL: redisUrl });
    nodeB = await startServer({ REDIS_URL: redisUrl });
  });
  after(async () => {
    await nodeA?.stop();
    await nodeB?.stop();
    if (nodeA) removeDir(nodeA.dataDir);
    if (nodeB) removeDir(nodeB.dataDir);
  });

  it('relays a broadcast from node A to a socket connected to node B', async () => {
    const onB = await open(nodeB.url);
    const received = new Promise<unknown>((resolve) => onB.once('announcement', resolve));
    // The adapter needs a moment to see node B's subscription; emit until it lands.
    const timer = setInterval(() => nodeA.server.io.emit('announcement', { from: 'A' }), 100);
    try {
      assert.deepEqual(await received, { from: 'A' });
    } finally {
      clearInterval(timer);
      onB.close();
    }
  });
});
