// An open-loop load: requests leave at a steady rate whatever the server does, as visitors arrive,
// and each one's latency counts from when it was due, so a late send is the server's delay too.
// (autocannon's fixed rate sends each second's share in bursts, which measures the bursts.)
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile } from './support';

export interface SteadyResult {
  /** Answers per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
}

export interface SteadyOptions {
  rate: number;
  seconds: number;
  method: string;
  path: string;
  /** The body, or the body of the request sent `sent`-th (each lead with its own solved challenge). */
  body: string | ((sent: number) => string);
}

export async function steadyLoad(urls: string[], { rate, seconds, method, path, body }: SteadyOptions): Promise<SteadyResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let non2xx = 0;
  const bodyOf = typeof body === 'string' ? () => body : body;
  const send = (url: string, dueAt: number, body: string) =>
    new Promise<void>((resolve) => {
      const request = http.request(`${url}${path}`, { method, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
        response.resume();
        response.once('end', () => {
          latencies.push(performance.now() - dueAt);
          if ((response.statusCode ?? 0) >= 300) non2xx += 1;
          resolve();
        });
      });
      request.once('error', () => {
        non2xx += 1;
        resolve();
      });
      request.end(body);
    });

  const total = rate * seconds;
  const interval = 1000 / rate;
  const startedAt = performance.now();
  const pending: Promise<void>[] = [];
  for (let sent = 0; sent < total; ) {
    const elapsed = performance.now() - startedAt;
    for (; sent < total && sent * interval <= elapsed; sent += 1) pending.push(send(urls[sent % urls.length]!, startedAt + sent * interval, bodyOf(sent)));
    await sleep(1);
  }
  await Promise.all(pending);
  const wallSeconds = (performance.now() - startedAt) / 1000;
  agent.destroy();
  return {
    rps: Math.round(latencies.length / wallSeconds),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    max: Math.round(Math.max(...latencies)),
    non2xx,
  };
}
