import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import pg from 'pg';
import { createClient } from 'redis';
import { WEEKDAYS } from '@bookcraft/shared/contracts';
import { buildServer, loadConfig, type BookcraftServer, type BuildOptions } from '../src/index';
import { preparePglite } from '@bookcraft/testing/pgliteTemplate';

export const STAFF_EMAIL = 'agent@bookcraft.test';
export const STAFF_PASSWORD = 'correct horse battery staple';
export const STAFF_NAME = 'Anna';

export interface RunningServer {
  url: string;
  server: BookcraftServer;
  dataDir: string;
  /** The log lines written so far (they go to standard output too): a test waits for one instead of for a while. */
  logged(): readonly string[];
  stop(): Promise<void>;
}

/** Every day, all day: the team's hours for tests that are not about them, so a console open means someone can answer whenever they run. */
export const ALWAYS_OPEN = Object.fromEntries(WEEKDAYS.map((day) => [day, { opens: '00:00', closes: '24:00' }]));

export interface StartOptions extends Pick<BuildOptions, 'clock'> {
  /** The team's working hours: every hour of the week unless a test about them keeps the ones stored (Monday to Friday, 9 to 5 in New York). */
  teamHours?: 'always open' | 'stored';
}

/** Starts a real server on a free port with its own data folder. */
export async function startServer(env: Record<string, string | undefined> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-test-')), { teamHours = 'always open', ...options }: StartOptions = {}): Promise<RunningServer> {
  // LEAD_MIN_FILL_MS 0: a test's lead is sent as soon as its challenge is solved (spam.test.ts sets it).
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STAFF_EMAIL, STAFF_PASSWORD, STAFF_NAME, LOG_LEVEL: process.env.LOG_LEVEL, LEAD_MIN_FILL_MS: '0', ...env });
  if (!config.databaseUrl) await preparePglite(`${dataDir}/pglite`);
  const logged: string[] = [];
  const server = await buildServer(config, { ...options, logStream: { write: (line) => (logged.push(line), process.stdout.write(line)) } });
  if (teamHours === 'always open') await server.db.query('UPDATE team_settings SET working_hours = $1::jsonb', [JSON.stringify(ALWAYS_OPEN)]);
  const url = (await server.listen()).replace('localhost', '127.0.0.1');
  return {
    url,
    server,
    dataDir,
    logged: () => logged,
    async stop() {
      await server.close();
    },
  };
}

export const removeDir = (dir: string) => rmSync(dir, { recursive: true, force: true });

/** A port nothing listens on now, for a server a test starts in a process of its own. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Runs the server as `npm start` does, in a process of its own, with exactly this environment; resolves once it says it is ready. */
export async function spawnServer(env: Record<string, string | undefined>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => (output += chunk) && /ready/.test(output) && resolve());
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, port, child, output: () => output };
}

/** Why a test that needs Redis is skipped here: TEST_REDIS_URL is unset (.ci/run sets it). Undefined when it is set. */
export const NO_REDIS = process.env.TEST_REDIS_URL ? undefined : 'TEST_REDIS_URL is not set: no Redis to run against (.ci/run sets it)';
/** Why a test that needs PostgreSQL is skipped here: TEST_DATABASE_URL is unset (.ci/run sets it). Undefined when it is set. */
export const NO_POSTGRES = process.env.TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set: no PostgreSQL to run against (.ci/run sets it)';

export interface StorageBackend {
  name: string;
  env: () => Promise<Record<string, string>>;
  /** Set when this backend is not run here, with the reason: pass it to describe as `{ skip: backend.skip }`. */
  skip?: string;
}

/**
 * Both storage backends, for the suites about storage itself (transactions and locks, full-text search,
 * retention, what a query computes): PGlite always, PostgreSQL when TEST_DATABASE_URL is set, and
 * otherwise reported as skipped (callers pass `skip` to describe). A set but unreachable database fails
 * the run instead of skipping it. Every other suite runs on `productionBackend()`.
 */
export async function storageBackends(): Promise<StorageBackend[]> {
  const backends: StorageBackend[] = [{ name: 'PGlite', env: async () => ({}) }];
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // A caller that forgets to pass `skip` to describe fails here rather than run PGlite under PostgreSQL's name.
    backends.push({ name: 'PostgreSQL', skip: NO_POSTGRES, env: () => Promise.reject(new Error(`${NO_POSTGRES}: pass { skip: backend.skip } to describe`)) });
    return backends;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL does not answer: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  backends.push({
    name: 'PostgreSQL',
    // A schema of its own per server: tests never see each other's rows.
    env: async () => ({ DATABASE_URL: url, DATABASE_SCHEMA: `test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}` }),
  });
  return backends;
}

/**
 * The one backend a suite about behaviour rather than storage runs on: the one production uses,
 * PostgreSQL, when TEST_DATABASE_URL is set (CI), else PGlite (`npm start`'s, on a machine without
 * PostgreSQL). docs/development.md says which suites run on both, and why.
 */
export async function productionBackend(): Promise<StorageBackend[]> {
  const backends = await storageBackends();
  const [postgres] = backends.filter((backend) => backend.name === 'PostgreSQL' && !backend.skip);
  return postgres ? [postgres] : backends.filter((backend) => backend.name === 'PGlite');
}

export async function dropSchema(schema: string | undefined): Promise<void> {
  if (!schema || !process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}

export function cookieFrom(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
}

export async function signIn(url: string, password = STAFF_PASSWORD): Promise<Response> {
  return fetch(`${url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF_EMAIL, password }) });
}

/**
 * Starts a server on the given backend before the enclosing suite's tests
 * and removes it, its data and its schema after them.
 */
export function useServer(backendEnv: () => Promise<Record<string, string>> = async () => ({}), extraEnv: Record<string, string> = {}, options: Pick<BuildOptions, 'clock'> = {}) {
  const handle = {} as { running: RunningServer; env: Record<string, string> };
  before(async () => {
    handle.env = { ...(await backendEnv()), ...extraEnv };
    handle.running = await startServer(handle.env, undefined, options);
  });
  after(async () => {
    await handle.running?.stop();
    await dropSchema(handle.env?.DATABASE_SCHEMA);
    if (handle.running) removeDir(handle.running.dataDir);
  });
  return handle;
}

/** Fails loudly when TEST_REDIS_URL is set but Redis does not answer. */
export async function assertRedisAnswers(url: string): Promise<void> {
  const probe = createClient({ url, socket: { connectTimeout: 5_000, reconnectStrategy: false } });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new Error(`TEST_REDIS_URL is set but Redis does not answer: ${(error as Error).message}`);
  } finally {
    if (probe.isOpen) await probe.quit().catch(() => undefined);
  }
}
