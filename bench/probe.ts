// Measuring a server under load without the load generator in its way, and saying where its time went.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describeShares, profileShares } from './cpuProfile';
import type { ProbeReport } from './serverProbe';
import type { Process } from './support';

/**
 * With two cores or more, the measured servers run on every core but the last and this process
 * (the load generator and the sockets' clients) on the last one, so neither takes the other's CPU.
 * PostgreSQL and Redis are left to the scheduler, as they would be on a server of their own.
 */
const CPUS = availableParallelism();
export const SERVER_CPUS = CPUS >= 2 ? `0-${CPUS - 2}` : undefined;
const GENERATOR_CPU = CPUS >= 2 ? String(CPUS - 1) : undefined;
const EVERY_CPU = `0-${CPUS - 1}`;

/** Moves this process (every thread of it) onto the generator's core, or back onto every core. */
export function placeGenerator(where: 'apart' | 'shared'): void {
  const cpus = where === 'apart' ? GENERATOR_CPU : EVERY_CPU;
  if (cpus) execFileSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' });
}

export const PROFILE_DIR = path.join(import.meta.dirname, 'profiles');

/** What one measured span cost the servers and the generator, and where the servers' CPU time went. */
export interface SpanProfile {
  span: string;
  servers: ProbeReport[];
  generatorCpuPercent: number;
  /** Self time of the first server's profile, by owner, e.g. "pg 12%, (idle) 30%". */
  where: string;
}

export const profiles: SpanProfile[] = [];

/** Runs `work` while every server records its event-loop delay, CPU and a CPU profile. */
export async function probed<T>(span: string, servers: Process[], work: () => Promise<T>): Promise<{ result: T; profile: SpanProfile }> {
  mkdirSync(PROFILE_DIR, { recursive: true });
  await Promise.all(servers.map((server) => server.startProbe()));
  const cpuAtStart = process.cpuUsage();
  const wallAtStart = performance.now();
  const result = await work();
  const cpu = process.cpuUsage(cpuAtStart);
  const generatorCpuPercent = Math.round(((cpu.user + cpu.system) / 1000 / (performance.now() - wallAtStart)) * 100);
  const slug = span.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const reports = await Promise.all(
    servers.map((server, index) => server.stopProbe(path.join(PROFILE_DIR, `${slug}-${index + 1}.cpuprofile`))),
  );
  const profile = { span, servers: reports, generatorCpuPercent, where: describeShares(profileShares(reports[0]!.profileFile, 6)) };
  profiles.push(profile);
  return { result, profile };
}

/** One line for a figure's note: the server's event loop and CPU, and the generator's CPU. */
export const summary = ({ servers, generatorCpuPercent }: SpanProfile) =>
  `server event-loop delay p99 ${servers.map((server) => server.eventLoopDelay.p99).join(' / ')} ms, server CPU ${servers.map((server) => server.cpuPercent).join(' / ')} %, generator CPU ${generatorCpuPercent} %`;
