// Loaded into a benchmarked server process with `--import`: between a `start` and a `stop` message
// over IPC it records the event loop's delay, the process's CPU time and a V8 CPU profile, so the
// bench can say where a request's time goes without the profiler running through start-up.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface ProbeReport {
  /** Event-loop delay while measured, in ms. */
  eventLoopDelay: { p50: number; p99: number; max: number };
  /** The process's user and system CPU time over the wall time measured, in % of one core. */
  cpuPercent: number;
  /** Where the V8 profile of the measured span was written (a .cpuprofile Chrome DevTools opens). */
  profileFile: string;
}

export type ProbeMessage = { probe: 'start' } | { probe: 'stop'; profileFile: string };

const RESOLUTION_MS = 5;
const RESOLUTION = RESOLUTION_MS * 1e6;
const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
const session = new Session();
session.connect();
let cpuAtStart = process.cpuUsage();
let wallAtStart = performance.now();

const ms = (nanoseconds: number) => Math.max(0, Math.round(nanoseconds / 1e5) / 10);

async function start(): Promise<void> {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  delay.reset();
  delay.enable();
  cpuAtStart = process.cpuUsage();
  wallAtStart = performance.now();
}

async function stop(profileFile: string): Promise<ProbeReport> {
  const cpu = process.cpuUsage(cpuAtStart);
  const wallMs = performance.now() - wallAtStart;
  delay.disable();
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileFile, JSON.stringify(profile));
  return {
    // The histogram counts the whole interval between its timer's runs: the delay is what exceeds the resolution.
    eventLoopDelay: { p50: ms(delay.percentile(50) - RESOLUTION), p99: ms(delay.percentile(99) - RESOLUTION), max: ms(delay.max - RESOLUTION) },
    cpuPercent: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100),
    profileFile,
  };
}

process.on('message', (message: ProbeMessage) => {
  if (message?.probe === 'start') void start().then(() => process.send!({ probe: 'started' }));
  if (message?.probe === 'stop') void stop(message.profileFile).then((report) => process.send!({ probe: 'report', report }));
});
