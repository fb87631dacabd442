import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { io as connect, type Socket } from 'socket.io-client';
import { buildServer, loadConfig, type BookcraftServer } from '../src/index';
import { removeDir, STAFF_EMAIL, STAFF_NAME, STAFF_PASSWORD } from './helpers';
import { staffCookie } from './chatHelpers';
import { waitFor } from './faultHelpers';

// The check that closes revoked consoles' sockets must say when it cannot run:
// while it fails, a signed-out console keeps receiving every visitor's data.

interface LogLine {
  level: number;
  msg: string;
  consoles?: number;
  err?: { message: string };
}

describe('the periodic console session check, when the database fails it', () => {
  const lines: LogLine[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-test-'));
  let server: BookcraftServer;
  let url: string;

  before(async () => {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STAFF_EMAIL, STAFF_PASSWORD, STAFF_NAME, STAFF_SESSION_CHECK_MS: '200', LOG_LEVEL: 'warn' });
    server = await buildServer(config, { logStream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } });
    url = (await server.listen()).replace('localhost', '127.0.0.1');
  });
  after(async () => {
    await server?.close();
    removeDir(dataDir);
  });

  it('logs the failure with how many consoles went unchecked, keeps them, and closes a revoked one once the database answers', async () => {
    const cookie = await staffCookie(url);
    const socket: Socket = await new Promise((resolve, reject) => {
      const opened = connect(url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
      opened.once('connect', () => resolve(opened));
      opened.once('connect_error', reject);
    });
    try {
      // The sessions' table away for a moment: the check's query fails as a real database error would.
      await server.db.query('ALTER TABLE staff_sessions RENAME TO staff_sessions_away');
      const logged = await waitFor(() => lines.find((line) => line.msg.startsWith('Checking console sockets against their sessions failed')), 'the failed check in the log', 5_000);
      assert.equal(logged.level, 50, 'logged as an error');
      assert.equal(logged.consoles, 1);
      assert.match(logged.err?.message ?? '', /staff_sessions/);
      assert.equal(socket.connected, true, 'a failed check closes nothing');

      await server.db.query('ALTER TABLE staff_sessions_away RENAME TO staff_sessions');
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await server.db.query('DELETE FROM staff_sessions');
      assert.equal(await closed, 'io server disconnect');
    } finally {
      socket.close();
    }
  });
});
