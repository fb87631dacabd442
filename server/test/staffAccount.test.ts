import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cookieFrom, dropSchema, removeDir, signIn, spawnServer, STAFF_EMAIL, STAFF_PASSWORD, startServer, productionBackend } from './helpers';

// The staff account is what the configuration says, and only that: an e-mail or password changed
// in the environment takes effect at the next start, for every session, and no secret is logged.

const me = (url: string, cookie: string) => fetch(`${url}/api/staff/me`, { headers: { cookie } });
const sessionOf = (response: Response) => cookieFrom(response, 'bc_staff')!.split(';')[0]!;

for (const backend of await productionBackend()) {
  describe(`the configured staff account on ${backend.name}`, { skip: backend.skip }, () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-staff-'));
    let env: Record<string, string>;
    /** Starts the server on one data folder (and schema) with this run's settings, signs nothing in. */
    const start = async (settings: Record<string, string> = {}) => startServer({ ...env, ...settings }, dataDir);
    after(async () => {
      await dropSchema(env?.DATABASE_SCHEMA);
      removeDir(dataDir);
    });

    it('keeps sessions across a restart with the same password, and ends them when the password changes', async () => {
      env = await backend.env();
      let node = await start();
      const session = sessionOf(await signIn(node.url));
      await node.stop();

      node = await start();
      assert.equal((await me(node.url, session)).status, 200, 'a restart alone signs nobody out');
      await node.stop();

      const rotated = 'a brand new staff password';
      node = await start({ STAFF_PASSWORD: rotated });
      try {
        assert.equal((await me(node.url, session)).status, 401, 'the old password’s session is over');
        assert.equal((await signIn(node.url)).status, 401, 'the old password no longer signs in');
        assert.equal((await signIn(node.url, rotated)).status, 200);
      } finally {
        await node.stop();
      }
    });

    it('leaves the previous account unable to sign in when STAFF_EMAIL changes, and ends its sessions', async () => {
      let node = await start();
      const session = sessionOf(await signIn(node.url));
      await node.stop();

      const newEmail = 'new.agent@bookcraft.test';
      node = await start({ STAFF_EMAIL: newEmail });
      try {
        assert.equal((await signIn(node.url)).status, 401, `${STAFF_EMAIL} is no longer an account`);
        assert.equal((await me(node.url, session)).status, 401);
        const login = await fetch(`${node.url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: newEmail, password: STAFF_PASSWORD }) });
        assert.equal(login.status, 200);
      } finally {
        await node.stop();
      }
    });
  });
}

describe('a generated staff password', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-generated-'));
  after(() => removeDir(dataDir));

  /** Runs the server as `npm start` does, without STAFF_PASSWORD, and returns what it printed once ready. */
  async function startWithoutPassword() {
    const { STAFF_PASSWORD: _unset, ...inherited } = process.env;
    const node = await spawnServer({ ...inherited, DATA_DIR: dataDir, STAFF_EMAIL, LOG_LEVEL: 'error' });
    const stop = async () => {
      const exited = new Promise((resolve) => node.child.once('exit', resolve));
      node.child.kill('SIGTERM');
      await exited;
    };
    return { ...node, stop };
  }

  it('is written to a file only the server’s user can read, never to the log, and kept for the next start', async () => {
    const first = await startWithoutPassword();
    const file = path.join(dataDir, 'staff-password');
    try {
      const password = readFileSync(file, 'utf8').trim();
      assert.ok(password.length >= 16, 'long enough to resist guessing');
      assert.equal(statSync(file).mode & 0o777, 0o600);
      assert.ok(!first.output().includes(password), 'the password is not in the output');
      assert.match(first.output(), new RegExp(`${STAFF_EMAIL}.*${file.replaceAll('/', '\\/')}`), 'the output says where the password is');
      assert.equal((await signIn(first.url, password)).status, 200);
    } finally {
      await first.stop();
    }
    const password = readFileSync(file, 'utf8').trim();
    const second = await startWithoutPassword();
    try {
      assert.equal((await signIn(second.url, password)).status, 200, 'the same password after a restart');
    } finally {
      await second.stop();
    }
  });
});
