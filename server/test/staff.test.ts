import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cookieFrom, signIn, STAFF_EMAIL, STAFF_NAME, STAFF_PASSWORD, productionBackend, useServer } from './helpers';

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

for (const backend of await productionBackend()) {
  describe(`staff sign-in on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);

    it('refuses a wrong password and an unknown e-mail with 401', async () => {
      assert.equal((await signIn(server.running.url, 'wrong password')).status, 401);
      const unknown = await fetch(`${server.running.url}/api/staff/login`, json({ email: 'nobody@bookcraft.test', password: STAFF_PASSWORD }));
      assert.equal(unknown.status, 401);
      assert.equal(cookieFrom(unknown, 'bc_staff'), undefined);
    });

    it('answers 400 naming each failing field', async () => {
      const response = await fetch(`${server.running.url}/api/staff/login`, json({ email: 'not-an-email', password: '' }));
      assert.equal(response.status, 400);
      const body = (await response.json()) as { fields: Record<string, string> };
      assert.equal(body.fields.email, 'Enter a valid email address.');
      assert.equal(body.fields.password, 'Password is required.');
    });

    it('refuses extra fields, wrong types and a body that is not JSON with 400', async () => {
      const extra = await fetch(`${server.running.url}/api/staff/login`, json({ email: STAFF_EMAIL, password: STAFF_PASSWORD, admin: true }));
      assert.equal(extra.status, 400);
      const wrongType = await fetch(`${server.running.url}/api/staff/login`, json({ email: STAFF_EMAIL, password: 12345 }));
      assert.equal(wrongType.status, 400);
      assert.ok(((await wrongType.json()) as { fields: Record<string, string> }).fields.password);
      const broken = await fetch(`${server.running.url}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
      assert.equal(broken.status, 400);
    });

    it('signs in with an httpOnly, SameSite session cookie', async () => {
      const response = await signIn(server.running.url);
      assert.equal(response.status, 200);
      const session = (await response.json()) as { id: string; email: string; name: string };
      assert.match(session.id, /^[0-9a-f-]{36}$/);
      assert.deepEqual({ ...session, id: undefined }, { id: undefined, email: STAFF_EMAIL, name: STAFF_NAME, role: 'admin', availability: 'available' });
      const cookie = cookieFrom(response, 'bc_staff')!;
      assert.match(cookie, /HttpOnly/);
      assert.match(cookie, /SameSite=Strict/);
      assert.match(cookie, /Path=\//);
      assert.doesNotMatch(cookie, /Secure/, 'plain HTTP gets no Secure flag, or the browser would drop it');
    });

    it('marks the cookie Secure behind an HTTPS gateway', async () => {
      const response = await fetch(`${server.running.url}/api/staff/login`, { ...json({ email: STAFF_EMAIL, password: STAFF_PASSWORD }), headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' } });
      assert.match(cookieFrom(response, 'bc_staff')!, /Secure/);
    });

    it('guards staff endpoints: 401 without a session, 200 with one, 401 after sign-out', async () => {
      assert.equal((await fetch(`${server.running.url}/api/staff/me`)).status, 401);
      const session = cookieFrom(await signIn(server.running.url), 'bc_staff')!.split(';')[0]!;
      const me = await fetch(`${server.running.url}/api/staff/me`, { headers: { cookie: session } });
      assert.equal(me.status, 200);
      assert.deepEqual(((await me.json()) as { email: string }).email, STAFF_EMAIL);
      const logout = await fetch(`${server.running.url}/api/staff/logout`, { method: 'POST', headers: { cookie: session } });
      assert.equal(logout.status, 204);
      assert.equal((await fetch(`${server.running.url}/api/staff/me`, { headers: { cookie: session } })).status, 401);
    });

    it('issues a new session token at every sign-in', async () => {
      const first = cookieFrom(await signIn(server.running.url), 'bc_staff')!.split(';')[0];
      const second = cookieFrom(await signIn(server.running.url), 'bc_staff')!.split(';')[0];
      assert.notEqual(first, second);
    });

    it('stores the password as a slow scrypt hash and only hashes of session tokens', async () => {
      const [account] = await server.running.server.db.query<{ password_hash: string }>('SELECT password_hash FROM staff_accounts WHERE email = $1', [STAFF_EMAIL]);
      assert.match(account!.password_hash, /^scrypt\$32768\$8\$1\$/);
      assert.ok(!account!.password_hash.includes(STAFF_PASSWORD));
      const token = cookieFrom(await signIn(server.running.url), 'bc_staff')!.split(';')[0]!.split('=')[1]!;
      const rows = await server.running.server.db.query('SELECT 1 FROM staff_sessions WHERE token_hash = $1', [token]);
      assert.equal(rows.length, 0);
    });
  });
}
