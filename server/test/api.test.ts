import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, storageBackends, useServer } from './helpers';

for (const backend of await storageBackends()) {
  describe(`API basics on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);

    it('GET /api/health answers ok with the database in use', async () => {
      const response = await fetch(`${server.running.url}/api/health`);
      assert.equal(response.status, 200);
      assert.deepEqual(await response.json(), { status: 'ok', database: backend.name === 'PGlite' ? 'pglite' : 'postgres' });
    });

    it('answers 413 to a body over 64 KB', async () => {
      const response = await fetch(`${server.running.url}/api/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70 * 1024) }),
      });
      assert.equal(response.status, 413);
    });

    it('answers an unknown API path with a JSON 404, not the site page', async () => {
      const response = await fetch(`${server.running.url}/api/nothing-here`);
      assert.equal(response.status, 404);
      assert.match(response.headers.get('content-type')!, /application\/json/);
    });

    it('applies each migration once, and keeps data across a restart', async () => {
      const before = await server.running.server.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      assert.ok(before.length >= 1);
      await server.running.stop();
      server.running = await startServer(server.env, server.running.dataDir);
      const after = await server.running.server.db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(after, before);
      const accounts = await server.running.server.db.query('SELECT email FROM staff_accounts');
      assert.equal(accounts.length, 1);
    });
  });
}
