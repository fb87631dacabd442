import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { io as connect, type Socket } from 'socket.io-client';
import { productionBackend, useServer } from './helpers';
import { nextVisitorEvent, register } from './visitorHelpers';
import { staffCookie } from './chatHelpers';
import { waitFor } from './faultHelpers';

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

for (const backend of await productionBackend()) {
  describe(`console sockets and their session on ${backend.name}`, { skip: backend.skip }, () => {
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

    it('connects again afresh when its session is still live: no console state is kept for recovery', async () => {
      const socket = await recoverableConsole(server.running.url);
      try {
        const reconnected = new Promise<boolean>((resolve) => socket.once('connect', () => resolve(socket.recovered)));
        socket.io.engine.close();
        assert.equal(await within('reconnection', reconnected), false);
      } finally {
        socket.close();
      }
    });

    it("sends nothing to a client that asks to recover a signed-out console's state", async () => {
      const url = server.running.url;
      const socket = await recoverableConsole(url);
      // What socket.io gave this console to recover with: its private id and the last packet it had.
      const { _pid: pid, _lastOffset: offset } = socket as unknown as { _pid: string; _lastOffset: string };
      assert.ok(pid && offset, 'the server offered recovery');
      const [session] = await server.running.server.db.query<{ token_hash: string }>(sessionRows);
      socket.io.engine.close();
      socket.close();
      await waitFor(() => (server.running.server.io.of('/').sockets.size === 0 ? true : undefined), 'the server to see the console go');
      await server.running.server.db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [session!.token_hash]);
      const arrived = await register(url);

      const replay = connect(url, { transports: ['websocket'], reconnection: false, auth: { pid, offset } });
      // Every event frame that arrives, before the client library holds it back for want of a connection.
      const frames: unknown[] = [];
      replay.io.on('packet', (packet: { type: number; data?: unknown }) => packet.type === 2 && frames.push(packet.data));
      try {
        const refusal = await within('the refusal', new Promise<string>((resolve) => replay.once('connect_error', (error) => resolve(error.message))));
        assert.equal(refusal, 'unauthorized');
        // A replay would have come before the refusal, on the same connection.
        assert.deepEqual(frames, [], `frames sent to the replaying client (a visitor ${arrived.id} arrived meanwhile)`);
      } finally {
        replay.close();
      }
    });
  });
}
