import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settableClock } from '../src/index';
import { loadConfig } from '../src/core/config';
import { waitFor } from './faultHelpers';
import { STAFF_EMAIL, productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call, linkTokenFor, MEMBER_PASSWORD } from './teamHelpers';

// A member's e-mail links (invitations, password resets, mentions, alerts) name the site as configured,
// never a Host a client sent; they die with the standing of who sent them; and asking for one tells
// nobody, by its answer or its time, whether an address is a member's.

const FORGED_HOST = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' };

/** The newest mail to an address, once the outbox holds one. */
const mailTo = async (db: Parameters<typeof linkTokenFor>[0], address: string) =>
  waitFor(async () => (await db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY created_at DESC LIMIT 1', [address]))[0]?.body, `a mail to ${address}`);

describe('links in member mails name the configured site, never a Host a client sent', () => {
  for (const [setting, env, origin] of [
    ['with PUBLIC_URL', { PUBLIC_URL: 'https://books.example' }, () => 'https://books.example'],
    ['without PUBLIC_URL (development)', {}, (url: string) => `http://localhost:${new URL(url).port}`],
  ] as const) {
    describe(setting, () => {
      const server = useServer(async () => ({}), env);
      const url = () => server.running.url;
      const db = () => server.running.server.db;

      it('mails a password reset and an invitation asked for with a forged Host with links to the site itself', async () => {
        const reset = await fetch(`${url()}/api/staff/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json', ...FORGED_HOST }, body: JSON.stringify({ email: STAFF_EMAIL }) });
        assert.equal(reset.status, 202);
        const resetMail = await mailTo(db(), STAFF_EMAIL);
        assert.ok(resetMail.includes(`${origin(url())}/agent#reset=`), resetMail);
        assert.equal(resetMail.includes('attacker'), false);

        const admin = await adminCookie(url());
        const invited = await fetch(`${url()}/api/staff/invitations`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: admin, ...FORGED_HOST }, body: JSON.stringify({ email: 'ola@bookcraft.test', role: 'editor' }) });
        assert.equal(invited.status, 201);
        const invitation = await mailTo(db(), 'ola@bookcraft.test');
        assert.ok(invitation.includes(`${origin(url())}/agent#invitation=`), invitation);
        assert.equal(invitation.includes('attacker'), false);
        assert.match(invitation, /invited you to write and publish the blog in the Book Craft console/, 'the mail says what the role is for');
      });
    });
  }

  it('will not start in production without PUBLIC_URL', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /PUBLIC_URL must be set in production/);
    assert.equal(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://books.example' }).publicUrl, 'https://books.example');
  });
});

for (const backend of await productionBackend()) {
  describe(`member links end with their sender's standing, on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock('2026-05-04T09:00:00.000Z');
    const server = useServer(backend.env, { PASSWORD_RESET_RATE_LIMIT: '5' }, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    const check = async (purpose: 'invitation' | 'reset', token: string) => (await call(url(), 'POST', '/api/staff/links/check', undefined, { purpose, token })).body;

    it("voids an admin's pending invitation when the admin is deactivated: the link says so at once, and accepting it makes no member", async () => {
      const owner = await adminCookie(url());
      const second = await addMember(url(), db(), owner, { email: 'second.admin@bookcraft.test', name: 'Sam', role: 'admin' });
      assert.equal((await call(url(), 'POST', '/api/staff/invitations', second.cookie, { email: 'crony@bookcraft.test', role: 'admin' })).status, 201);
      const token = await linkTokenFor(db(), 'crony@bookcraft.test', 'invitation');
      assert.deepEqual(await check('invitation', token), { state: 'usable', email: 'crony@bookcraft.test', role: 'admin' });

      assert.equal((await call(url(), 'PUT', `/api/staff/members/${second.id}`, owner, { active: false })).status, 200);
      assert.deepEqual(await check('invitation', token), { state: 'revoked' });
      const accepted = await call(url(), 'POST', '/api/staff/invitations/accept', undefined, { token, name: 'Crony', password: MEMBER_PASSWORD });
      assert.equal(accepted.status, 400);
      assert.equal((await call(url(), 'POST', '/api/staff/login', undefined, { email: 'crony@bookcraft.test', password: MEMBER_PASSWORD })).status, 401);
      const team = await call(url(), 'GET', '/api/staff/team', owner);
      assert.equal((team.body.invitations as { email: string }[]).some((invitation) => invitation.email === 'crony@bookcraft.test'), false);
    });

    it('refuses an invitation whose sender is no longer an admin, even one the demotion did not reach', async () => {
      const owner = await adminCookie(url());
      const admin = await addMember(url(), db(), owner, { email: 'soon.agent@bookcraft.test', name: 'Sol', role: 'admin' });
      assert.equal((await call(url(), 'POST', '/api/staff/invitations', admin.cookie, { email: 'friend@bookcraft.test', role: 'admin' })).status, 201);
      const token = await linkTokenFor(db(), 'friend@bookcraft.test', 'invitation');
      assert.equal((await call(url(), 'PUT', `/api/staff/members/${admin.id}`, owner, { role: 'agent' })).status, 200);
      assert.deepEqual(await check('invitation', token), { state: 'revoked' }, 'a demotion revokes the links sent');
      // A link made while the role changed underneath: acceptance asks after its sender itself.
      await db().query("UPDATE staff_links SET revoked_at = NULL WHERE email = 'friend@bookcraft.test'");
      const accepted = await call(url(), 'POST', '/api/staff/invitations/accept', undefined, { token, name: 'Friend', password: MEMBER_PASSWORD });
      assert.equal(accepted.status, 400);
      assert.match((accepted.body.fields as Record<string, string>).token!, /the admin who sent it can no longer invite/);
    });

    it('lets an admin withdraw a pending invitation, audited; the link then says it was withdrawn, and a used one that it was used', async () => {
      const owner = await adminCookie(url());
      const invited = await call(url(), 'POST', '/api/staff/invitations', owner, { email: 'maybe@bookcraft.test', role: 'agent' });
      assert.equal(invited.status, 201);
      const token = await linkTokenFor(db(), 'maybe@bookcraft.test', 'invitation');
      const withdrawn = await fetch(`${url()}/api/staff/invitations/${invited.body.id as string}`, { method: 'DELETE', headers: { cookie: owner } });
      assert.equal(withdrawn.status, 204);
      assert.deepEqual(await check('invitation', token), { state: 'revoked' });
      assert.equal((await fetch(`${url()}/api/staff/invitations/${invited.body.id as string}`, { method: 'DELETE', headers: { cookie: owner } })).status, 404);
      const [entry] = await db().query<{ actor_name: string; action: string; subject: string }>("SELECT actor_name, action, subject FROM audit_log WHERE action = 'revoked invitation'");
      assert.deepEqual(entry, { actor_name: 'Anna', action: 'revoked invitation', subject: 'member:maybe@bookcraft.test' });

      const joined = await addMember(url(), db(), owner, { email: 'joined@bookcraft.test', name: 'Jo' });
      assert.ok(joined.id);
      assert.deepEqual(await check('invitation', await linkTokenFor(db(), 'joined@bookcraft.test', 'invitation')), { state: 'used' });
      assert.deepEqual(await check('reset', 'n'.repeat(43)), { state: 'unknown' });
    });

    it('answers a reset request before doing its work, so its time tells nothing, and limits the requests of one client', async () => {
      // The member's row is held by another transaction: the work waits for it, the answer does not.
      const answered = await db().transaction(async (tx) => {
        await tx.query('SELECT 1 FROM staff_accounts WHERE email = $1 FOR UPDATE', [STAFF_EMAIL]);
        return (await fetch(`${url()}/api/staff/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF_EMAIL }) })).status;
      });
      assert.equal(answered, 202);
      assert.match(await mailTo(db(), STAFF_EMAIL), /#reset=/, 'the work was done once the row was free');

      const statuses: number[] = [];
      for (let request = 0; request < 5; request++) {
        statuses.push((await call(url(), 'POST', '/api/staff/password-reset', undefined, { email: `stranger${request}@bookcraft.test` })).status);
      }
      assert.deepEqual(statuses, [202, 202, 202, 202, 429], 'the first request and four more fill the limit of five');
    });
  });
}
