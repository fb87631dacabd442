import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitFor } from './faultHelpers';
import { familyALead, postLead } from './leadFixtures';
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

  it('exits within SHUTDOWN_TIMEOUT_MS even when what is under way never finishes: a mail to an SMTP server that never answers', async () => {
    // An SMTP server that takes the connection and says nothing: the outbox's send stays under way.
    const held: Socket[] = [];
    const silentSmtp = createServer((socket) => void held.push(socket));
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (silentSmtp.address() as AddressInfo).port;
    const node = await startNode({ SHUTDOWN_TIMEOUT_MS: '1500', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_MS: '100', LEAD_MIN_FILL_MS: '0' });
    try {
      const lead = await postLead(node.url, familyALead('General'));
      assert.equal(lead.status, 201);
      await waitFor(() => held.length > 0 || undefined, 'the outbox is sending');
      node.child.kill('SIGTERM');
      const deadline = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 6_000));
      assert.notEqual(await Promise.race([node.exited, deadline]), 'still running', 'the node exited');
    } finally {
      if (node.child.exitCode === null) node.child.kill('SIGKILL');
      for (const socket of held) socket.destroy();
      silentSmtp.close();
      removeDir(node.dataDir);
    }
  });
});
