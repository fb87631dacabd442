// Soak: mixed traffic for a while (page loads, leads, chats), then the server should be back where it
// started: no error answers on the way, its memory after a full GC back near its baseline, no file
// descriptors left open. `npm run bench -- soak` runs it for 10 minutes; server/test/soak.test.ts for 30 s.
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import { INDEXABLE_PATHS } from '@bookcraft/shared';
import type { ServerSample } from './sampledServer';
import { STAFF, startSampledServer, type Figure } from './support';


export interface SoakOptions {
  /** How long the measured traffic runs. */
  durationSeconds: number;
  /** Traffic before the baseline, so pools, caches and compiled code reach their working size first. */
  warmUpSeconds?: number;
  /** Visitors chatting at once (each agent reply goes over one staff socket: keep it within its event limit). */
  chatVisitors?: number;
  /** Extra server environment: DATABASE_URL and DATABASE_SCHEMA, REDIS_URL … */
  env?: Record<string, string>;
}

export interface SoakError {
  what: string;
  answer: string;
}

/** What one stretch of traffic got answered, and what went wrong. */
interface Tally {
  counts: SoakResult['counts'];
  errors: SoakError[];
}

export interface SoakResult {
  durationSeconds: number;
  /** Page loads, lead posts and other HTTP calls answered, and chat messages acknowledged, after the warm-up. */
  counts: { pages: number; leads: number; otherCalls: number; chatMessages: number; visits: number };
  /** Every error answer, warm-up included. */
  errors: SoakError[];
  /** Which page paths were loaded: the built site's pages when there is a build, API pages always. */
  pagePaths: string[];
  baseline: ServerSample;
  end: ServerSample;
}

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/**
 * HTTP over keep-alive connections of the soak's own agent, so that the
 * connections can be closed before each sample: a client's idle connection
 * is an open file on the server too, and would read as a leak.
 */
function httpClient(baseUrl: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const send = (method: string, url: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const call = httpRequest(
        `${baseUrl}${url}`,
        { method, agent, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), 'accept-encoding': 'gzip, br', ...options.headers }, timeout: 15_000 },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookie: response.headers['set-cookie'] ?? [] }));
          response.on('error', reject);
        },
      );
      call.on('timeout', () => call.destroy(new Error('no answer in 15 s')));
      call.on('error', reject);
      call.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

const REGISTRATION = {
  screenResolution: '1280x800', timezone: 'America/New_York', canvasHash: 'soak', audioHash: 'soak', fingerprintId: 'soak', company: 'BCP',
  landingPage: '/LP-GN-GAD', utm_campaign: 'soak', keyword: 'publish a book', link: 'http://soak.test/LP-GN-GAD?utm_campaign=soak', os: 'Linux',
};

const lead = (index: number) => ({
  formType: 'General',
  full_name: `Soak Author ${index}`,
  email: `soak${index}@example.com`,
  phone: '(212) 555-0147',
  message: 'A novel about lighthouses, ready for an editor.',
  link: 'http://soak.test/book-publishing-services?utm_source=google&utm_campaign=soak',
});

const openSocket = (url: string, options: { token?: string; cookie?: string }) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, timeout: 15_000, auth: options.token ? { token: options.token } : {}, extraHeaders: options.cookie ? { cookie: options.cookie } : {} });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });

/** The page paths to load: the built site's pages when the server has a build to serve, API pages always. */
async function pagePaths(url: string): Promise<string[]> {
  const http = httpClient(url);
  try {
    const home = await http.send('GET', '/');
    const site = home.status === 200 ? INDEXABLE_PATHS.slice(0, 8) : [];
    return [...site, '/api/blogs', '/robots.txt', '/sitemap.xml', '/api/health', '/remotes.json', '/api/chat/agents'];
  } finally {
    http.close();
  }
}

/**
 * Runs the traffic mix against `url` for `seconds`, then closes every client
 * connection: page loads and API pages, leads with idempotency keys, staff
 * calls, and visitors who register, chat with an agent (who answers every
 * message) and leave.
 */
async function traffic(url: string, paths: string[], seconds: number, chatVisitors: number): Promise<Tally> {
  const result: Tally = { counts: { pages: 0, leads: 0, otherCalls: 0, chatMessages: 0, visits: 0 }, errors: [] };
  const deadline = Date.now() + seconds * 1000;
  const running = () => Date.now() < deadline;
  const http = httpClient(url);
  const fail = (what: string, answer: unknown) => result.errors.push({ what, answer: answer instanceof Error ? answer.message : String(answer) });
  const call = async (what: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) => {
    try {
      const answer = await http.send(method, path, options);
      if (answer.status >= 400) fail(what, `${answer.status} ${answer.body.slice(0, 200)}`);
      return answer;
    } catch (error) {
      fail(what, error);
      return undefined;
    }
  };

  const login = await call('staff sign-in', 'POST', '/api/staff/login', { body: STAFF });
  const cookie = login?.setCookie.find((value) => value.startsWith('bc_staff='))?.split(';')[0];
  if (!cookie) throw new Error('The soak could not sign in as staff');
  const staff = await openSocket(url, { cookie });
  // The agent answers every visitor message.
  staff.on('book-craft-message', (message: { roomId: string; senderRole: string; content: string }) => {
    if (message.senderRole !== 'visitor') return;
    staff.timeout(15_000).emit('book-craft-message', { roomId: message.roomId, clientId: randomUUID(), content: `Re: ${message.content}`, senderRole: 'agent' }, (error: Error | null, ack?: { ok?: boolean; error?: string }) => {
      if (error || !ack?.ok) fail('agent reply', error ?? ack?.error);
    });
  });

  const pageLoader = async () => {
    for (let index = 0; running(); index += 1) {
      const path = paths[index % paths.length]!;
      if (await call(`GET ${path}`, 'GET', path)) result.counts.pages += 1;
      await sleep(25);
    }
  };

  const leadSender = async () => {
    while (running()) {
      const index = result.counts.leads + 1;
      const answer = await call('lead', 'POST', '/api/form/submit-form', { body: lead(index), headers: { 'idempotency-key': randomUUID() } });
      if (answer?.status === 201) result.counts.leads += 1;
      await sleep(100);
    }
  };

  const staffCalls = async () => {
    while (running()) {
      for (const path of ['/api/chat/chat-room/status', '/api/staff/leads?page=1&pageSize=20']) {
        if (await call(`staff GET ${path}`, 'GET', path, { headers: { cookie } })) result.counts.otherCalls += 1;
      }
      await sleep(500);
    }
  };

  /** One visit: register, open the chat, three messages each answered by the agent, leave. */
  const visit = async () => {
    const registered = await call('registration', 'POST', '/api/customer', { body: REGISTRATION });
    if (registered?.status !== 201) return;
    const { id, token } = JSON.parse(registered.body) as { id: string; token: string };
    let socket: Socket | undefined;
    try {
      socket = await openSocket(url, { token });
      const room = (await socket.timeout(15_000).emitWithAck('createRoom', { customerId: id, current_page: '/services' })) as { roomId?: string; error?: string };
      if (!room.roomId) return fail('createRoom', room.error);
      const replies = new Map<string, () => void>();
      socket.on('book-craft-message', (stored: { content: string }) => replies.get(stored.content)?.());
      for (let message = 1; message <= 3 && running(); message += 1) {
        const content = `Soak message ${message} from ${id.slice(0, 8)}`;
        const replied = Promise.race([new Promise<boolean>((resolve) => replies.set(`Re: ${content}`, () => resolve(true))), sleep(15_000).then(() => false)]);
        const ack = (await socket.timeout(15_000).emitWithAck('book-craft-message', { roomId: String(room.roomId), clientId: randomUUID(), content })) as { ok?: boolean; error?: string };
        if (!ack.ok) fail('visitor message', ack.error);
        else if (!(await replied)) fail('agent reply', 'never reached the visitor');
        else result.counts.chatMessages += 2;
        replies.delete(`Re: ${content}`);
        await sleep(800);
      }
      result.counts.visits += 1;
    } catch (error) {
      fail('chat', error);
    } finally {
      socket?.close();
    }
  };
  const visitor = async () => {
    while (running()) await visit();
  };

  try {
    await Promise.all([pageLoader(), pageLoader(), leadSender(), staffCalls(), ...Array.from({ length: chatVisitors }, visitor)]);
    return result;
  } finally {
    staff.close();
    http.close();
  }
}

/** Lets the server finish with the closed connections before it is sampled. */
const settle = () => sleep(1_000);

export async function soak(options: SoakOptions): Promise<SoakResult> {
  const { durationSeconds, warmUpSeconds = Math.min(60, Math.max(5, Math.round(durationSeconds / 10))), chatVisitors = 2, env = {} } = options;
  const server = await startSampledServer(env);
  try {
    const paths = await pagePaths(server.url);
    const warmUp = await traffic(server.url, paths, warmUpSeconds, chatVisitors);
    await settle();
    const baseline = await server.sample();
    const measured = await traffic(server.url, paths, durationSeconds, chatVisitors);
    await settle();
    const end = await server.sample();
    return { durationSeconds, counts: measured.counts, errors: [...warmUp.errors, ...measured.errors], pagePaths: paths, baseline, end };
  } finally {
    await server.stop();
  }
}

const MB = 1024 * 1024;

/** The soak as lines of the bench's results table. */
export function soakFigures(result: SoakResult, group = `Soak, ${Math.round(result.durationSeconds / 60)} min mixed traffic`): Figure[] {
  const growth = (key: keyof ServerSample) => result.end[key] - result.baseline[key];
  const { counts } = result;
  return [
    { group, figure: 'error answers', value: result.errors.length, unit: '', target: '<= 0', note: result.errors.slice(0, 3).map((error) => `${error.what}: ${error.answer}`).join('; ') || undefined },
    { group, figure: 'heap after GC, growth', value: Math.round((growth('heapUsedBytes') / MB) * 10) / 10, unit: 'MB', target: '<= 10', baseline: Math.round((result.baseline.heapUsedBytes / MB) * 10) / 10 },
    { group, figure: 'resident memory, growth', value: Math.round(growth('rssBytes') / MB), unit: 'MB', baseline: Math.round(result.baseline.rssBytes / MB) },
    {
      group,
      figure: "open file descriptors besides the database's, growth",
      value: growth('openFiles') - growth('databaseFiles'),
      unit: '',
      target: '<= 2',
      baseline: result.baseline.openFiles - result.baseline.databaseFiles,
    },
    {
      group,
      figure: 'traffic served',
      value: counts.pages + counts.leads + counts.otherCalls + counts.chatMessages,
      unit: 'answers',
      note: `${counts.pages} page loads, ${counts.leads} leads, ${counts.visits} chat visits (${counts.chatMessages} messages), ${counts.otherCalls} staff calls`,
    },
  ];
}
