import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/site';
import type { ServerSample } from './sampledServer';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const STAFF = { email: 'bench@bookcraft.test', password: 'bench staff password' };

export interface Process {
  url: string;
  pid: number;
  /** Memory and open files after a full collection: servers started by `startSampledServer` only. */
  sample(): Promise<ServerSample>;
  stop(): Promise<void>;
}

/** Runs a Node script in a process of its own until it prints `ready`; the load comes from this one. */
export async function spawnServer(script: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Process> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-bench-'));
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STAFF_EMAIL: STAFF.email, STAFF_PASSWORD: STAFF.password, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    sample: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve(message as ServerSample));
        child.send('sample');
      }),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// A load from one address would otherwise hit the per-IP limits at once.
const UNLIMITED = { LEAD_RATE_LIMIT: '1000000000', REGISTRATION_RATE_LIMIT: '1000000000', TRACKING_RATE_LIMIT: '1000000000', TRACKING_CLIENT_RATE_LIMIT: '1000000000' };

export const startApiServer = (env: Record<string, string> = {}) => spawnServer(path.join(ROOT, 'server/src/main.ts'), { ...UNLIMITED, ...env });

/** The same server in a process that can be asked for its memory after a full collection (bench/sampledServer.ts). */
export const startSampledServer = (env: Record<string, string> = {}) => spawnServer(path.join(ROOT, 'bench/sampledServer.ts'), { ...UNLIMITED, ...env }, ['--expose-gc']);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const median = (values: number[]) => percentile(values, 50);

/** One line of the results table: a figure, its target, and the baseline measured in the same run. */
export interface Figure {
  group: string;
  figure: string;
  value: number;
  unit: string;
  /** e.g. ">= 95" or "<= 150"; met is computed from it. */
  target?: string;
  baseline?: number;
  note?: string;
}

export function meets(figure: Figure): boolean | undefined {
  if (!figure.target) return undefined;
  const [, op, bound] = /^(>=|<=)\s*([\d.]+)/.exec(figure.target) ?? [];
  if (!op) return undefined;
  return op === '>=' ? figure.value >= Number(bound) : figure.value <= Number(bound);
}

/** The PostgreSQL and Redis of this machine, when the environment names them. */
export const services = {
  databaseUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL,
  redisUrl: process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL,
};

/** Removes a schema a benchmark made in the shared PostgreSQL. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await client.end();
}
