import { percentile, services, startApiServer, STAFF, dropSchema, type Figure, type Process } from './support';

// How fast routing decides. Escalations ("Talk to a person") arrive at once through two
// server nodes sharing PostgreSQL (and Redis when here), with members online on both; each answer
// names the assignee, so its latency is the escalation's time to its assignment. The baseline is the
// same escalations with auto-assignment off, in the same run: what routing adds.

const MEMBERS = 10;
const json = { 'content-type': 'application/json' };

async function call(url: string, method: string, path: string, init: { cookie?: string; token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { ...json, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
  return fetch(`${url}${path}`, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
}

const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!;

/** Members invited by the admin who joined: their session cookies (the link is read from the outbox in PostgreSQL). */
async function members(url: string, admin: string, databaseUrl: string, schema: string): Promise<string[]> {
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const cookies: string[] = [];
    for (let index = 0; index < MEMBERS; index += 1) {
      const email = `bench-member-${index}@bookcraft.test`;
      await call(url, 'POST', '/api/staff/invitations', { cookie: admin, body: { email, role: 'agent' } });
      const { rows } = await db.query<{ body: string }>(`SELECT body FROM "${schema}".mail_outbox WHERE recipient = $1`, [email]);
      const token = /#invitation=([\w-]+)/.exec(rows[0]!.body)![1];
      cookies.push(cookieOf(await call(url, 'POST', '/api/staff/invitations/accept', { body: { token, name: `Member ${index}`, password: 'bench member password' } })));
    }
    return cookies;
  } finally {
    await db.end();
  }
}

async function openConsole(url: string, cookie: string) {
  const { io } = await import('socket.io-client');
  return new Promise<ReturnType<typeof io>>((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** `count` visitors, half on each node, each with a chat room. */
async function rooms(nodes: Process[], count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const url = nodes[index % nodes.length]!.url;
      const registered = (await (await call(url, 'POST', '/api/customer', { body: { screenResolution: '390x844', timezone: 'UTC', canvasHash: '', audioHash: '', fingerprintId: '', company: 'BCP', landingPage: '/', utm_campaign: 'bench', keyword: 'routing', link: 'http://bench.test/', os: 'iOS' } })).json()) as { id: string; token: string };
      const room = (await (await call(url, 'POST', '/api/chat/chat-room', { token: registered.token, body: { customerId: registered.id, current_page: '/services' } })).json()) as { id: string };
      return { url, token: registered.token, roomId: room.id };
    }),
  );
}

/** Fires every escalation at once; the rate at which they were answered, and each one's latency. */
async function escalateAll(targets: { url: string; token: string; roomId: string }[]) {
  const started = performance.now();
  const results = await Promise.all(
    targets.map(async ({ url, token, roomId }) => {
      const sent = performance.now();
      const answer = (await (await call(url, 'POST', `/api/chat/chat-room/${roomId}/escalate`, { token, body: {} })).json()) as { agentId: string | null };
      return { latency: performance.now() - sent, assigned: answer.agentId !== null };
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: targets.length / seconds, p99: percentile(results.map((result) => result.latency), 99), assigned: results.filter((result) => result.assigned).length };
}

export async function benchRouting(escalations: number): Promise<Figure[]> {
  const databaseUrl = services.databaseUrl;
  if (!databaseUrl) {
    console.log('routing: skipped, it needs PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return [];
  }
  const schema = `bench_routing_${Date.now()}`;
  const env = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema, ...(services.redisUrl ? { REDIS_URL: services.redisUrl } : {}) };
  const first = await startApiServer(env);
  const nodes = [first, await startApiServer(env)];
  const consoles: { close(): void }[] = [];
  try {
    const admin = cookieOf(await call(first.url, 'POST', '/api/staff/login', { body: STAFF }));
    const settings = (await (await call(first.url, 'GET', '/api/staff/settings', { cookie: admin })).json()) as Record<string, unknown>;
    const setAutoAssign = (autoAssign: boolean) => call(first.url, 'PUT', '/api/staff/settings', { cookie: admin, body: { ...settings, autoAssign, agentCap: 50 } });
    for (const [index, cookie] of (await members(first.url, admin, databaseUrl, schema)).entries()) consoles.push(await openConsole(nodes[index % 2]!.url, cookie));

    await setAutoAssign(false);
    const baseline = await escalateAll(await rooms(nodes, escalations));
    await setAutoAssign(true);
    const routed = await escalateAll(await rooms(nodes, escalations));
    const note = `${escalations} at once through two nodes, ${MEMBERS} members; ${routed.assigned} assigned; baseline: the same with auto-assignment off`;
    return [
      { group: 'Routing', figure: 'Escalations answered per second, each assigned', value: Math.round(routed.perSecond), unit: '/s', baseline: Math.round(baseline.perSecond), note },
      { group: 'Routing', figure: 'Escalation to its assignment, p99', value: Math.round(routed.p99), unit: 'ms', baseline: Math.round(baseline.p99), note },
    ];
  } finally {
    for (const socket of consoles) socket.close();
    for (const node of nodes) await node.stop();
    await dropSchema(databaseUrl, schema);
  }
}
