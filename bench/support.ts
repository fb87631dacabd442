import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '@bookcraft/testing/site';
import { SERVER_CPUS } from './probe';
import type { ProbeMessage, ProbeReport } from './serverProbe';
import type { ServerSample } from './sampledServer';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const STAFF = { email: 'bench@bookcraft.test', password: 'bench staff password' };

export interface Process {
  url: string;
  pid: number;
  /** Memory and open files after a full collection: servers started by `startSampledServer` only. */
  sample(): Promise<ServerSample>;
  /** Starts the probe every bench server carries (bench/serverProbe.ts)... */
  startProbe(): Promise<void>;
  /** ...and stops it, its CPU profile written to `profileFile`. */
  stopProbe(profileFile: string): Promise<ProbeReport>;
  stop(): Promise<void>;
}

/**
 * Runs a Node script in a process of its own, on the servers' cores (bench/probe.ts), until it prints
 * `ready`; the load comes from this one.
 */
export async function spawnServer(script: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<Process> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-bench-'));
  const node = [process.execPath, ...nodeArgs, '--import', 'tsx', '--import', path.join(ROOT, 'bench/serverProbe.ts'), script];
  const [command, ...args] = SERVER_CPUS ? ['taskset', '-c', SERVER_CPUS, ...node] : node;
  const child: ChildProcess = spawn(command!, args, {
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
    sample: () => ask(child, 'sample', (message) => typeof message === 'object' && message !== null && 'heapUsedBytes' in message) as Promise<ServerSample>,
    startProbe: () => ask(child, { probe: 'start' } satisfies ProbeMessage, (answer) => isProbeAnswer(answer, 'started')).then(() => undefined),
    stopProbe: (profileFile) =>
      ask(child, { probe: 'stop', profileFile } satisfies ProbeMessage, (answer) => isProbeAnswer(answer, 'report')).then((answer) => (answer as { report: ProbeReport }).report),
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

/** Sends `message` over IPC and waits for the first answer `isAnswer` accepts. */
function ask(child: ChildProcess, message: unknown, isAnswer: (answer: unknown) => boolean): Promise<unknown> {
  return new Promise((resolve) => {
    const listener = (answer: unknown) => {
      if (!isAnswer(answer)) return;
      child.off('message', listener);
      resolve(answer);
    };
    child.on('message', listener);
    child.send(message as object);
  });
}

const isProbeAnswer = (answer: unknown, kind: string) => typeof answer === 'object' && answer !== null && (answer as { probe?: string }).probe === kind;

// A load from one address would otherwise hit the per-IP limits at once.
const UNLIMITED = { LEAD_RATE_LIMIT: '1000000000', REGISTRATION_RATE_LIMIT: '1000000000', TRACKING_RATE_LIMIT: '1000000000', TRACKING_CLIENT_RATE_LIMIT: '1000000000', CHAT_RATE_LIMIT: '1000000000', CHAT_CLIENT_RATE_LIMIT: '1000000000', CHAT_ROOMS_PER_DAY: '1000000000' };

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
