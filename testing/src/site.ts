import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { WEEKDAYS } from '@bookcraft/shared/contracts';
import { launchBrowser } from './browser';
import { preparePglite } from './pgliteTemplate';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SITE_PHONE = '(212) 555-0147';
export const SITE_EMAIL = 'write@bookcraft.test';
export const STAFF_EMAIL = 'agent@bookcraft.test';
export const STAFF_PASSWORD = 'e2e staff password';

export interface Site {
  url: string;
  /**
   * Stops the server and starts it again on the same port and data, as a redeploy would; `whileDown` runs between,
   * and `env` changes the environment from then on (a later CLOCK_START: time moved on while it was down).
   */
  restart(whileDown?: () => Promise<void>, env?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface SiteOptions {
  /** The team's working hours: every hour of the week, so a signed-in agent can answer whenever the tests run, unless a test about the hours keeps the stored ones (Monday to Friday, 9 to 5 in New York). */
  teamHours?: 'always open' | 'stored';
  /** The tree whose build is served: another checkout of the project (the bench's baseline build), this one by default. */
  root?: string;
}

/** Starts the composed site exactly as `npm start` does, and waits for its `ready` line. */
export async function startSite(env: Record<string, string> = {}, { teamHours = 'always open', root = ROOT }: SiteOptions = {}): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-e2e-'));
  // LEAD_MIN_FILL_MS 0: a browser driven by a test fills a form faster than a person (docs/spam.md); the server tests check the fill time.
  // The address the tests open is the site's public one, as `npm start` makes its own `http://localhost:<PORT>`.
  const siteEnv = { ...process.env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SITE_PHONE, SITE_EMAIL, STAFF_EMAIL, STAFF_PASSWORD, LEAD_MIN_FILL_MS: '0', ...env };
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL)) await preparePglite(path.join(dataDir, 'pglite'));
  let child = await spawnSite(siteEnv, root);
  if (teamHours === 'always open') await openAllWeek(`http://127.0.0.1:${port}`);
  const stopChild = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    async restart(whileDown, env = {}) {
      await stopChild();
      await whileDown?.();
      Object.assign(siteEnv, env);
      child = await spawnSite(siteEnv, root);
    },
    async stop() {
      await stopChild();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sets the team's hours to every day, all day, as an admin would in the console (PUT /api/staff/settings). */
async function openAllWeek(url: string): Promise<void> {
  const login = await fetch(`${url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }) });
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`Signing in to set the team's hours answered ${login.status}`);
  const headers = { cookie, 'content-type': 'application/json' };
  const settings = (await (await fetch(`${url}/api/staff/settings`, { headers })).json()) as Record<string, unknown>;
  const allDay = { opens: '00:00', closes: '24:00' };
  const workingHours = Object.fromEntries(WEEKDAYS.map((day) => [day, allDay]));
  const saved = await fetch(`${url}/api/staff/settings`, { method: 'PUT', headers, body: JSON.stringify({ ...settings, workingHours }) });
  if (!saved.ok) throw new Error(`Setting the team's hours answered ${saved.status}: ${await saved.text()}`);
  await fetch(`${url}/api/staff/logout`, { method: 'POST', headers: { cookie } });
}

async function spawnSite(env: NodeJS.ProcessEnv, root: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'tooling/start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A site that never got ready must not outlive the test file.
      child.kill();
      reject(new Error(`The site did not become ready:\n${output}`));
    }, 180_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready at http/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The site exited with ${code}:\n${output}`));
    });
  });
  return child;
}

/**
 * Starts the site and a browser before the tests of the enclosing suite and
 * stops both after them. Read `.site` and `.browser` inside the tests.
 */
export function useSiteAndBrowser(env: Record<string, string> | (() => Record<string, string>) = {}, options: SiteOptions = {}) {
  const running = {} as { site: Site; browser: Browser };
  before(async () => {
    running.site = await startSite(typeof env === 'function' ? env() : env, options);
    running.browser = await launchBrowser();
  });
  after(async () => {
    await running.browser?.close();
    await running.site?.stop();
  });
  return running;
}
