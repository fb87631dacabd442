import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort, ROOT, SITE_EMAIL, SITE_PHONE, STAFF_EMAIL, STAFF_PASSWORD } from '@bookcraft/testing/site';

const run = promisify(execFile);

/** The Debian base every image starts from, made with debootstrap (deploy/base-image.sh): no registry is needed. */
export const BASE_IMAGE = process.env.BASE_IMAGE || 'bookcraft/debian:trixie';

/** `docker compose` (v2) where the engine has it, else docker-compose (v1, Debian's package). */
export const COMPOSE: string[] = (() => {
  try {
    execFileSync('docker', ['compose', 'version'], { stdio: 'ignore' });
    return ['docker', 'compose'];
  } catch {
    return ['docker-compose'];
  }
})();

export const docker = async (...args: string[]) => (await run('docker', args, { maxBuffer: 64 * 1024 * 1024 })).stdout.trim();

/** A command's output as it runs, for the long ones (builds): a test log that says what it waits for. */
function streamed(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = ROOT): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export interface ComposeProject {
  name: string;
  /** The gateway, as a browser reaches it. */
  url: string;
  /** The test's two extra entrances whose sockets go to server-1 and server-2 only (pinned-nodes.conf). */
  pinned: [string, string];
  /** A docker-compose command in this project; its output. */
  compose(...args: string[]): Promise<string>;
  /** The same, with its output shown as it runs. */
  composeStreamed(...args: string[]): Promise<void>;
  /** The id of a service's container. */
  containerOf(service: string): Promise<string>;
  /** Waits until every container of the project (or those named) reports healthy. */
  waitHealthy(services?: string[]): Promise<void>;
  /** SQL run in the PostgreSQL container; its rows, tab-separated. */
  sql(query: string): Promise<string>;
  /** Records the built images' Node bundles in the project's pins file, as ops do before `up` (deploy/pin-bundles.sh). */
  pinBundles(): Promise<void>;
  env: NodeJS.ProcessEnv;
}

/** The secrets compose requires (no defaults): new ones for each project. */
const secret = () => randomBytes(18).toString('hex');

/** Every IPv4 range a Docker network on this engine holds (a.b.c.d/n). */
async function rangesInUse(): Promise<string[]> {
  const ids = (await docker('network', 'ls', '-q')).split('\n').filter(Boolean);
  if (!ids.length) return [];
  const ranges = await docker('network', 'inspect', '--format', '{{range .IPAM.Config}}{{.Subnet}} {{end}}', ...ids);
  return ranges.split(/\s+/).filter((range) => /^\d+\.\d+\.\d+\.\d+\/\d+$/.test(range));
}

/**
 * EDGE_PREFIX for a new project: a 172.16.x.0/24 no network on this engine overlaps, so two projects
 * run side by side (the restore check) each with its gateway at a fixed address of its own.
 */
async function freeEdgePrefix(): Promise<string> {
  const number = (dotted: string) => dotted.split('.').reduce((value, part) => value * 256 + Number(part), 0);
  const taken = (await rangesInUse()).map((range) => {
    const [base, bits] = range.split('/');
    const size = 2 ** (32 - Number(bits));
    const start = Math.floor(number(base!) / size) * size;
    return [start, start + size - 1] as const;
  });
  const start = randomBytes(1)[0]!;
  for (let offset = 0; offset < 256; offset++) {
    const prefix = `172.16.${(start + offset) % 256}`;
    const [low, high] = [number(`${prefix}.0`), number(`${prefix}.255`)];
    if (!taken.some(([from, to]) => from <= high && low <= to)) return prefix;
  }
  throw new Error('No 172.16.x.0/24 is free for the edge network: every one overlaps a Docker network');
}

/**
 * The CA certificates this machine added (Debian keeps them in /usr/local/share/ca-certificates), for
 * the image build's npm: where a proxy inspects TLS on the way to the registry, its CA is among them.
 */
function localCaCertificates(): string {
  const folder = '/usr/local/share/ca-certificates';
  if (!existsSync(folder)) return '';
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.crt'))
    .map((file) => readFileSync(path.join(folder, file), 'utf8').trim())
    .join('\n');
}

export async function composeProject(name = `bookcraft-test-${randomBytes(3).toString('hex')}`): Promise<ComposeProject> {
  const [gatewayPort, pinned1, pinned2] = [await freePort(), await freePort(), await freePort()];
  const url = `http://127.0.0.1:${gatewayPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    COMPOSE_PROJECT_NAME: name,
    // Every compose command in the project's environment, this test's and deploy/redeploy.sh's, sees both files.
    COMPOSE_FILE: 'docker-compose.yml:e2e/compose/compose.test.yml',
    COMPOSE: COMPOSE.join(' '),
    BASE_IMAGE,
    EXTRA_CA_CERTS: process.env.EXTRA_CA_CERTS ?? localCaCertificates(),
    IMAGE_PREFIX: 'bookcraft-test',
    GATEWAY_PORT: String(gatewayPort),
    EDGE_PREFIX: await freeEdgePrefix(),
    PUBLIC_URL: url,
    // The project's own bundle pins (deploy/pin-bundles.sh writes them; the nodes read them).
    BUNDLE_PINS_DIR: mkdtempSync(path.join(tmpdir(), `${name}-pins-`)),
    // A browser driven by a test fills a form faster than a person (docs/spam.md), as on the e2e sites.
    LEAD_MIN_FILL_MS: '0',
    PINNED_PORT_1: String(pinned1),
    PINNED_PORT_2: String(pinned2),
    POSTGRES_PASSWORD: secret(),
    REDIS_PASSWORD: secret(),
    STAFF_EMAIL,
    STAFF_PASSWORD,
    SITE_PHONE,
    SITE_EMAIL,
  };
  const compose = async (...args: string[]) => (await run(COMPOSE[0]!, [...COMPOSE.slice(1), ...args], { cwd: ROOT, env, maxBuffer: 64 * 1024 * 1024 })).stdout.trim();
  const containerOf = async (service: string) => (await compose('ps', '-q', service)).split('\n')[0]!;
  return {
    name,
    url,
    pinned: [`http://127.0.0.1:${pinned1}`, `http://127.0.0.1:${pinned2}`],
    env,
    compose,
    composeStreamed: (...args) => streamed(COMPOSE[0]!, [...COMPOSE.slice(1), ...args], env),
    containerOf,
    async waitHealthy(services) {
      const deadline = Date.now() + 5 * 60_000;
      for (;;) {
        const ids = services ? await Promise.all(services.map(containerOf)) : (await compose('ps', '-q')).split('\n').filter(Boolean);
        const states = ids.length ? (await docker('inspect', '--format', '{{.Name}} {{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}', ...ids)).split('\n') : [];
        if (states.length && states.every((state) => state.endsWith(' healthy'))) return;
        if (Date.now() > deadline) throw new Error(`Not healthy after 5 minutes: ${states.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    },
    sql: (query) => compose('exec', '-T', 'postgres', 'psql', '-U', 'bookcraft', '-d', 'bookcraft', '-tAc', query),
    pinBundles: () => streamed('sh', ['deploy/pin-bundles.sh'], env),
  };
}

/** Makes the base image when this machine has none (debootstrap from Debian's mirror, about 30 s). */
export async function ensureBaseImage(): Promise<void> {
  await streamed('sh', ['deploy/base-image.sh', BASE_IMAGE], { ...process.env, BOOKCRAFT_SKIP_ENV: '1' });
}
