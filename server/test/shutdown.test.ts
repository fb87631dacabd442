import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { familyALead } from './leadFixtures';
import { removeDir, spawnServer, STAFF_EMAIL, STAFF_PASSWORD } from './helpers';
import { openSocket, register } from './visitorHelpers';

// SIGTERM, as docker stop and a redeploy send it: the node stops taking work, finishes what it has,
// sends its sockets off to reconnect elsewhere, and exits, within a bounded time.

async function startNode(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-shutdown-'));
  const node = await spawnServer({ ...process.env, DATA_DIR: dataDir, STAFF_EMAIL, STAFF_PASSWORD, LOG_LEVEL: 'error', ...env });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => node.child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return { ...node, exited, dataDir };
}

describe('shutting a node down', () => {
  it('finishes a request under way, sends its sockets off to reconnect, and exits on its own', async () => {
    const node = await startNode();
    try {
      const visitor = await register(node.url);
      const socket = await openSocket(node.url, { token: visitor.token });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      socket.io.reconnection(false);

      // A lead whose body is half sent when the signal comes.
      const body = JSON.stringify(familyALead('General', { full_name: 'Sent During Shutdown' }));
      const answer = new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const call = request({ host: '127.0.0.1', port: node.port, path: '/api/form/submit-form', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (response) => {
          response.resume();
          resolve({ status: response.statusCode!, connection: response.headers.connection });
        });
        call.once('error', reject);
        call.write(body.slice(0, 20));
        setTimeout(() => {
          node.child.kill('SIGTERM');
          setTimeout(() => call.end(body.slice(20)), 1_500);
        }, 100);
      });

      // Answered, and told to take its next request elsewhere rather than wait on a closing node.
      assert.deepEqual(await answer, { status: 201, connection: 'close' });
      // A reason the client reconnects after (not "io server disconnect", which it takes as final).
      assert.equal(await disconnected, 'transport close');
      const { code } = await node.exited;
      assert.equal(code, 0);
      await assert.rejects(fetch(`${node.url}/api/health`), 'nothing is taken any more');
    } finally {
      if (node.child.exitCode === null) node.child.kill('SIGKILL');
      removeDir(node.dataDir);
    }
  });

  it('exits within SHUTDOWN_TIMEOUT_MS even when a client never finishes its request', async () => {
    const node = await startNode({ SHUTDOWN_TIMEOUT_MS: '1500' });
    try {
      // A body that never ends: the request stays under way for good.
      const call = request({ host: '127.0.0.1', port: node.port, path: '/api/form/submit-form', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100000' } });
      call.once('error', () => undefined);
      call.write('{"formFamily":');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const signalled = Date.now();
      node.child.kill('SIGTERM');
      const deadline = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 6_000));
      const exited = await Promise.race([node.exited, deadline]);
      assert.notEqual(exited, 'still running', 'the node exited');
      call.destroy();
      assert.ok(typeof exited === 'object' && exited.at - signalled < 6_000);
    } finally {
      if (node.child.exitCode === null) node.child.kill('SIGKILL');
      removeDir(node.dataDir);
    }
  });
});
