import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { buildServer, loadConfig, type BookcraftServer } from '../src/index';
import { removeDir, STAFF_EMAIL, STAFF_NAME, STAFF_PASSWORD } from './helpers';

/** One line of the server's log, as pino writes it. */
export interface LogLine {
  level: number;
  msg: string;
  err?: { message: string; code?: string };
  [field: string]: unknown;
}

/** pino's number for an error line. */
export const ERROR_LEVEL = 50;

/**
 * A server (PGlite) for the enclosing suite whose log lines are kept, at warn and above: a test
 * proves a failure is said, and with what.
 */
export function useLoggedServer(env: Record<string, string> = {}) {
  const handle = { lines: [] as LogLine[] } as { server: BookcraftServer; url: string; dataDir: string; lines: LogLine[] };
  before(async () => {
    handle.dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-test-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: handle.dataDir, STAFF_EMAIL, STAFF_PASSWORD, STAFF_NAME, LOG_LEVEL: 'warn', ...env });
    handle.server = await buildServer(config, { logStream: { write: (line) => handle.lines.push(JSON.parse(line) as LogLine) } });
    handle.url = (await handle.server.listen()).replace('localhost', '127.0.0.1');
  });
  after(async () => {
    await handle.server?.close();
    if (handle.dataDir) removeDir(handle.dataDir);
  });
  return handle;
}
