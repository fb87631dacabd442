import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { placeGenerator, probed, summary } from './probe';
import { dropSchema, percentile, services, STAFF, startApiServer, startSampledServer, type Figure, type Process } from './support';

const REGISTRATION = {
  screenResolution: '390x844', timezone: 'America/New_York', canvasHash: '', audioHash: '', fingerprintId: '', company: 'BCP',
  landingPage: '/LP-GN-GAD', utm_campaign: 'bench', keyword: 'publish a book', link: 'http://bench.test/LP-GN-GAD', os: 'iOS',
};

/** Runs `work` over `items` with at most `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += limit) results.push(...(await Promise.all(items.slice(index, index + limit).map(work))));
  return results;
}

interface Visitor {
  id: string;
  socket: Socket;
}

async function register(url: string): Promise<{ id: string; token: string }> {
  const response = await fetch(`${url}/api/customer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(REGISTRATION) });
  return (await response.json()) as { id: string; token: string };
}

function connect(url: string, options: { token?: string; cookie?: string }): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, timeout: 60_000, auth: options.token ? { token: options.token } : {}, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function agentOn(url: string): Promise<Socket> {
  const login = await fetch(`${url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(STAFF) });
  return connect(url, { cookie: login.headers.getSetCookie()[0]!.split(';')[0]! });
}

/**
 * Visitors send chat messages at a steady pace, one every 1/perSecond s (as people type, never in
 * bursts); the agent's socket timestamps each arrival. Delivery counts from when the message was due.
 */
async function deliveryLatencies(senders: Visitor[], agent: Socket, messages: number, perSecond: number): Promise<number[]> {
  const dueAt = new Map<string, number>();
  const latencies: number[] = [];
  const done = new Promise<void>((resolve) => {
    agent.on('book-craft-message', (message: { clientId: string | null }) => {
      const due = message.clientId ? dueAt.get(message.clientId) : undefined;
      if (due === undefined) return;
      latencies.push(performance.now() - due);
      if (latencies.length === messages) resolve();
    });
  });
  const rooms = await Promise.all(senders.map(async ({ id, socket }) => String(((await socket.timeout(30_000).emitWithAck('createRoom', { customerId: id, current_page: '/' })) as { roomId: string }).roomId)));
  const startedAt = performance.now();
  for (let index = 0; index < messages; ) {
    const elapsed = performance.now() - startedAt;
    for (; index < messages && (index * 1000) / perSecond <= elapsed; index += 1) {
      const which = index % senders.length;
      const clientId = randomUUID();
      dueAt.set(clientId, startedAt + (index * 1000) / perSecond);
      senders[which]!.socket.emit('book-craft-message', { roomId: rooms[which], clientId, content: `bench message ${index}` });
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  return latencies;
}

/** Registers and connects `count` visitors to `url`. */
const registerMany = (url: string, count: number) => inBatches(Array.from({ length: count }), 50, () => register(url));
const connectAll = (url: string, registered: { id: string; token: string }[]) =>
  inBatches(registered, 200, async ({ id, token }): Promise<Visitor> => ({ id, socket: await connect(url, { token }) }));

/** Requirements §7 chat: many visitors on one process, memory per socket, and visitor → agent delivery. */
export async function benchSockets(visitors: number): Promise<Figure[]> {
  placeGenerator('apart');
  try {
    return [...(await oneProcessChat(visitors)), ...(services.databaseUrl && services.redisUrl ? await twoNodeChat(services.databaseUrl, services.redisUrl) : [])];
  } finally {
    placeGenerator('shared');
  }
}

async function oneProcessChat(visitors: number): Promise<Figure[]> {
  const server = await startSampledServer();
  const figures: Figure[] = [];
  let sockets: Visitor[] = [];
  // What the process holds after a full collection: the V8 heap and the buffers outside it.
  const heldBytes = async () => {
    const { heapUsedBytes, externalBytes } = await server.sample();
    return heapUsedBytes + externalBytes;
  };
  try {
    const registered = await registerMany(server.url, visitors);
    const before = await heldBytes();
    sockets = await connectAll(server.url, registered);
    const connected = sockets.filter(({ socket }) => socket.connected).length;
    const perSocket = ((await heldBytes()) - before) / connected;
    const agent = await agentOn(server.url);
    const group = 'Chat, one process (PGlite)';
    const { result: latencies, profile } = await probed(`${group}, delivery`, [server], () => deliveryLatencies(sockets.slice(0, 200), agent, 2_000, 200));
    agent.close();
    figures.push(
      { group: 'Chat, one process (PGlite)', figure: 'concurrent visitor websockets', value: connected, unit: 'sockets', target: `>= ${visitors}` },
      { group: 'Chat, one process (PGlite)', figure: 'server memory per socket (heap and buffers after a full GC)', value: Math.round(perSocket / 1024), unit: 'KB' },
      { group: 'Chat, one process (PGlite)', figure: `visitor → agent delivery p99, ${connected} sockets open`, value: Math.round(percentile(latencies, 99)), unit: 'ms', target: '<= 100', note: `${latencies.length}/2000 delivered; p50 ${Math.round(percentile(latencies, 50))} ms; ${summary(profile)}; server time: ${profile.where}` },
    );
  } finally {
    sockets.forEach(({ socket }) => socket.close());
    await server.stop();
  }
  return figures;
}

/** A visitor on node A and the agent on node B, one PostgreSQL and Redis between them. */
async function twoNodeChat(databaseUrl: string, redisUrl: string): Promise<Figure[]> {
  const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: `bench_${Date.now()}`, REDIS_URL: redisUrl };
  const nodes: Process[] = [await startApiServer(env), await startApiServer(env)];
  let sockets: Visitor[] = [];
  try {
    sockets = await connectAll(nodes[0]!.url, await registerMany(nodes[0]!.url, 1_000));
    const agent = await agentOn(nodes[1]!.url);
    // The adapter needs a moment to see the other node's subscriptions.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const group = 'Chat, two nodes (PostgreSQL, Redis)';
    const { result: latencies, profile } = await probed(`${group}, delivery`, nodes, () => deliveryLatencies(sockets.slice(0, 200), agent, 2_000, 200));
    agent.close();
    return [{ group, figure: 'visitor on A → agent on B, delivery p99', value: Math.round(percentile(latencies, 99)), unit: 'ms', target: '<= 100', note: `${latencies.length}/2000 delivered, 1,000 sockets; ${summary(profile)}; node A's time: ${profile.where}` }];
  } finally {
    sockets.forEach(({ socket }) => socket.close());
    await Promise.all(nodes.map((node) => node.stop()));
    await dropSchema(databaseUrl, env.DATABASE_SCHEMA);
  }
}
