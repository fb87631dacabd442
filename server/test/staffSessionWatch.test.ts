import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { io as connect, type Socket } from 'socket.io-client';
import { staffCookie } from './chatHelpers';
import { waitFor } from './faultHelpers';
import { ERROR_LEVEL, useLoggedServer } from './loggedServer';

// The check that closes revoked consoles' sockets must say when it cannot run:
// while it fails, a signed-out console keeps receiving every visitor's data.

describe('the periodic console session check, when the database fails it', () => {
  const node = useLoggedServer({ STAFF_SESSION_CHECK_MS: '200' });

  it('logs the failure with how many consoles went unchecked, keeps them, and closes a revoked one once the database answers', async () => {
    const cookie = await staffCookie(node.url);
    const socket: Socket = await new Promise((resolve, reject) => {
      const opened = connect(node.url, { transports: ['websocket'], reconnection: false, extraHeaders: { cookie } });
      opened.once('connect', () => resolve(opened));
      opened.once('connect_error', reject);
    });
    try {
      // The sessions' table away for a moment: the check's query fails as a real database error would.
      await node.server.db.query('ALTER TABLE staff_sessions RENAME TO staff_sessions_away');
      const logged = await waitFor(() => node.lines.find((line) => line.msg.startsWith('Checking console sockets against their sessions failed')), 'the failed check in the log', 5_000);
      assert.equal(logged.level, ERROR_LEVEL);
      assert.equal(logged.consoles, 1);
      assert.match(logged.err?.message ?? '', /staff_sessions/);
      assert.equal(socket.connected, true, 'a failed check closes nothing');

      await node.server.db.query('ALTER TABLE staff_sessions_away RENAME TO staff_sessions');
      const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      await node.server.db.query('DELETE FROM staff_sessions');
      assert.equal(await closed, 'io server disconnect');
    } finally {
      socket.close();
    }
  });
});
