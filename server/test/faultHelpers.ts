import { after, before } from 'node:test';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns something other than undefined; fails with `what` after the timeout. */
export async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await sleep(100);
  }
}

/** The same service URL, reached through a proxy on this machine's `port`. */
export function throughProxy(serviceUrl: string, port: number): string {
  const url = new URL(serviceUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

export const portOf = (serviceUrl: string, defaultPort: number) => Number(new URL(serviceUrl).port || defaultPort);

/**
 * Collects unhandled rejections and uncaught exceptions while the enclosing
 * suite runs: a fault must never reach the process as one (in production it
 * would end the server).
 */
export function watchProcessErrors(): { errors: unknown[] } {
  const watched = { errors: [] as unknown[] };
  const record = (error: unknown) => watched.errors.push(error);
  before(() => {
    process.on('unhandledRejection', record);
    process.on('uncaughtException', record);
  });
  after(() => {
    process.off('unhandledRejection', record);
    process.off('uncaughtException', record);
  });
  return watched;
}

