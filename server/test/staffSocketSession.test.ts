import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { io as connect, type Socket } from 'socket.io-client';
import { storageBackends, useServer } from './helpers';
import { nextVisitorEvent, register } from './visitorHelpers';
import { staffCookie } from './chatHelpers';

// A console socket streams every visitor's data: it lives only as long as its session,
// whether the session expires, is deleted (sign-out, a new password) or the socket reconnects.

function consoleSocket(url: string, cookie: string, reconnection = false): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { transports: ['websocket'], reconnection, reconnectionDelay: 100, extraHeaders: { cookie } });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const within = <T>(what: string, promise: Promise<T>, ms = 5_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms))]);

const sessionRows = 'SELECT token_hash FROM staff_sessions';

/** A console socket that reconnects, having received one event: it can now ask to recover its state from that offset. */
async function recoverableConsole(url: string): Promise<Socket> {
  const socket = await consoleSocket(url, await staffCookie(url), true);
  const seen = nextVisitorEvent(socket, () => true);
  await register(url);
  await within('a visitor event', seen);
  return socket;
}

for (const backend of await storageBackends()) {
  describe(`console sockets and their session on ${backend.name}`, () => {
    const server = useServer(backend.env, { STAFF_SESSION_CHECK_MS: '200' });

    it('closes a console socket when its session expires, though the console sends nothing', async () => {
      const socket = await consoleSocket(server.running.url, await staffCookie(server.running.url));
      try {
        const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        await server.running.server.db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 second'`);
        assert.equal(await within('disconnect', closed), 'io server disconnect');
      } finally {
        socket.close();
      }
    });

    it('closes a console socket whose session was deleted (a new password, or sign-out elsewhere)', async () => {
      const socket = await consoleSocket(server.running.url, await staffCookie(server.running.url));
      try {
        const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        await server.running.server.db.query(`DELETE FROM staff_sessions`);
        assert.equal(await within('disconnect', closed), 'io server disconnect');
      } finally {
        socket.close();
      }
    });
  });

  describe(`a console socket reconnecting on ${backend.name}`, () => {
    // Checked only on reconnection here: the periodic check is far away.
    const server = useServer(backend.env, { STAFF_SESSION_CHECK_MS: '600000' });

    it('is refused when its session ended while it was away, though the server kept its state for recovery', async () => {
      const socket = await recoverableConsole(server.running.url);
      try {
        assert.ok((await server.running.server.db.query(sessionRows)).length > 0);

        await server.running.server.db.query('DELETE FROM staff_sessions');
        const outcome = new Promise<string>((resolve) => {
          socket.once('connect', () => resolve(socket.recovered ? 'recovered' : 'connected'));
          socket.once('connect_error', (error) => resolve(error.message));
        });
        socket.io.engine.close();
        assert.equal(await within('reconnection', outcome), 'unauthorized');
      } finally {
        socket.close();
      }
    });

    it('recovers its state when its session is still live', async () => {
      const socket = await recoverableConsole(server.running.url);
      try {
        const reconnected = new Promise<boolean>((resolve) => socket.once('connect', () => resolve(socket.recovered)));
        socket.io.engine.close();
        assert.equal(await within('reconnection', reconnected), true);
      } finally {
        socket.close();
      }
    });
  });
}
