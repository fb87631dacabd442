import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { settableClock } from '../src/index';
import { waitFor } from './faultHelpers';
import { STAFF_EMAIL, STAFF_PASSWORD, productionBackend, useServer } from './helpers';
import { addMember, adminCookie, call, linkTokenFor, MEMBER_PASSWORD, sessionCookie } from './teamHelpers';
import { openSocket } from './visitorHelpers';

// A seat for every member. Admins invite (a single-use link by e-mail that expires after
// 72 hours), change roles, deactivate; members reset a forgotten password by e-mail; the audit log
// records who did what.

const HOUR = 60 * 60_000;

for (const backend of await productionBackend()) {
  describe(`the team on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock(new Date());
    const server = useServer(backend.env, { PASSWORD_RESET_RATE_LIMIT: '1000' }, { clock });
    const url = () => server.running.url;
    const db = () => server.running.server.db;

    it('invites a member by e-mail: the link sets a name and password once, and signs them in as an agent', async () => {
      const admin = await adminCookie(url());
      const invited = await call(url(), 'POST', '/api/staff/invitations', admin, { email: 'Maria@Bookcraft.test', role: 'agent' });
      assert.equal(invited.status, 201, JSON.stringify(invited.body));
      assert.equal(invited.body.email, 'maria@bookcraft.test');
      assert.equal(Date.parse(invited.body.expiresAt as string) - clock.now().getTime(), 72 * HOUR);

      const token = await linkTokenFor(db(), 'maria@bookcraft.test', 'invitation');
      const [stored] = await db().query<{ token_hash: string }>(`SELECT token_hash FROM staff_links WHERE email = 'maria@bookcraft.test'`);
      assert.notEqual(stored!.token_hash, token, 'only a hash of the link is kept');

      const accepted = await call(url(), 'POST', '/api/staff/invitations/accept', undefined, { token, name: 'Maria', password: MEMBER_PASSWORD });
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
      assert.deepEqual({ name: accepted.body.name, role: accepted.body.role, email: accepted.body.email }, { name: 'Maria', role: 'agent', email: 'maria@bookcraft.test' });
      const me = await call(url(), 'GET', '/api/staff/me', sessionCookie(accepted.response));
      assert.equal(me.body.name, 'Maria');

      const again = await call(url(), 'POST', '/api/staff/invitations/accept', undefined, { token, name: 'Mallory', password: MEMBER_PASSWORD });
      assert.equal(again.status, 400);
      assert.match((again.body.fields as Record<string, string>).token!, /has expired, was withdrawn or was already used/);
      const signIn = await call(url(), 'POST', '/api/staff/login', undefined, { email: 'maria@bookcraft.test', password: MEMBER_PASSWORD });
      assert.equal(signIn.status, 200);
    });

    it('refuses an invitation link after 72 hours', async () => {
      const admin = await adminCookie(url());
      assert.equal((await call(url(), 'POST', '/api/staff/invitations', admin, { email: 'late@bookcraft.test', role: 'agent' })).status, 201);
      const token = await linkTokenFor(db(), 'late@bookcraft.test', 'invitation');
      clock.advance(72 * HOUR + 1_000);
      const accepted = await call(url(), 'POST', '/api/staff/invitations/accept', undefined, { token, name: 'Late', password: MEMBER_PASSWORD });
      assert.equal(accepted.status, 400);
      const team = await call(url(), 'GET', '/api/staff/team', admin);
      assert.equal((team.body.members as { email: string }[]).some((member) => member.email === 'late@bookcraft.test'), false);
      assert.equal((team.body.invitations as { email: string }[]).some((invitation) => invitation.email === 'late@bookcraft.test'), false, 'an expired invitation is no longer pending');
    });

    it('refuses to invite an address that is already a member', async () => {
      const admin = await adminCookie(url());
      const answer = await call(url(), 'POST', '/api/staff/invitations', admin, { email: STAFF_EMAIL, role: 'agent' });
      assert.equal(answer.status, 409);
      assert.match((answer.body.fields as Record<string, string>).email!, /already belongs to a member/);
    });

    it('keeps agents out of the team, settings of members, the audit log and privacy requests (403)', async () => {
      const admin = await adminCookie(url());
      const agent = await addMember(url(), db(), admin, { email: 'agent403@bookcraft.test', name: 'Ola' });
      const visitorId = '0b5f3a52-6d1e-4c1a-9f43-1d2c3b4a5e6f';
      for (const [method, path, body] of [
        ['GET', '/api/staff/team'],
        ['POST', '/api/staff/invitations', { email: 'x@bookcraft.test', role: 'admin' }],
        ['PUT', `/api/staff/members/${agent.id}`, { role: 'admin' }],
        ['GET', '/api/staff/audit'],
        ['GET', '/api/staff/outbox'],
        ['POST', `/api/staff/visitors/${visitorId}/export`, {}],
        ['DELETE', `/api/staff/visitors/${visitorId}`],
      ] as const) {
        const answer = await call(url(), method, path, agent.cookie, body);
        assert.equal(answer.status, 403, `${method} ${path}: ${answer.status}`);
      }
      assert.equal((await call(url(), 'GET', '/api/staff/visitors', agent.cookie)).status, 200, 'agents work with visitors');
      const [member] = await db().query<{ role: string }>('SELECT role FROM staff_accounts WHERE id = $1', [agent.id]);
      assert.equal(member!.role, 'agent', 'the refused change was not made');
    });

    it('lists the active members to every member, by name and availability, never by e-mail', async () => {
      const admin = await adminCookie(url());
      const agent = await addMember(url(), db(), admin, { email: 'lister@bookcraft.test', name: 'Lis' });
      const gone = await addMember(url(), db(), admin, { email: 'gone@bookcraft.test', name: 'Gone' });
      assert.equal((await call(url(), 'PUT', `/api/staff/members/${gone.id}`, admin, { active: false })).status, 200);
      const answer = await call(url(), 'GET', '/api/staff/members', agent.cookie);
      assert.equal(answer.status, 200);
      const members = answer.body.members as { id: string; name: string; availability: string }[];
      assert.deepEqual(members.find((member) => member.id === agent.id), { id: agent.id, name: 'Lis', availability: 'available' });
      assert.equal(members.some((member) => member.id === gone.id), false, 'a deactivated member is not listed');
      assert.doesNotMatch(JSON.stringify(answer.body), /@/);
    });

    it('shows admins who is Available, Away or offline now, and lets a member rename themselves', async () => {
      const admin = await adminCookie(url());
      const member = await addMember(url(), db(), admin, { email: 'presence@bookcraft.test', name: 'Pres' });
      const presenceOf = async () => ((await call(url(), 'GET', '/api/staff/team', admin)).body.members as { id: string; presence: string }[]).find((row) => row.id === member.id)?.presence;
      assert.equal(await presenceOf(), 'offline', 'no console open');
      const socket = await openSocket(url(), { cookie: member.cookie });
      try {
        await waitFor(async () => (await presenceOf()) === 'available' || undefined, 'Available once their console is open');
        assert.equal((await call(url(), 'PUT', '/api/staff/me/availability', member.cookie, { availability: 'away' })).status, 200);
        assert.equal(await presenceOf(), 'away');
      } finally {
        socket.close();
      }
      await waitFor(async () => (await presenceOf()) === 'offline' || undefined, 'offline once their console is closed');

      const renamed = await call(url(), 'PUT', '/api/staff/me/name', member.cookie, { name: 'Presley' });
      assert.equal(renamed.status, 200);
      assert.equal(renamed.body.name, 'Presley');
      assert.equal((await call(url(), 'GET', '/api/staff/me', member.cookie)).body.name, 'Presley');
      const refused = await call(url(), 'PUT', '/api/staff/me/name', member.cookie, { name: '  ' });
      assert.deepEqual(refused.body, { error: 'Invalid request', fields: { name: 'Enter the name visitors will see.' } });
      const audit = (await call(url(), 'GET', '/api/staff/audit', admin)).body.entries as { action: string; detail: string | null }[];
      assert.ok(audit.some((entry) => entry.action === 'renamed themselves' && entry.detail === 'from Pres to Presley'));
    });

    it('signs an admin in Away when the settings say so, and no one else', async () => {
      const admin = await adminCookie(url());
      const settings = (await call(url(), 'GET', '/api/staff/settings', admin)).body;
      await addMember(url(), db(), admin, { email: 'agent-away@bookcraft.test', name: 'Ag' });
      const otherAdmin = await addMember(url(), db(), admin, { email: 'admin-away@bookcraft.test', name: 'Ad', role: 'admin' });
      assert.equal((await call(url(), 'PUT', '/api/staff/settings', admin, { ...settings, adminsSignInAway: true })).status, 200);
      try {
        const signedIn = async (email: string) => (await call(url(), 'POST', '/api/staff/login', undefined, { email, password: MEMBER_PASSWORD })).body.availability;
        assert.equal(await signedIn('admin-away@bookcraft.test'), 'away');
        assert.equal(await signedIn('agent-away@bookcraft.test'), 'available');
      } finally {
        assert.equal((await call(url(), 'PUT', '/api/staff/settings', admin, { ...settings, adminsSignInAway: false })).status, 200);
        // The later tests count on the first admin being the only one.
        assert.equal((await call(url(), 'PUT', `/api/staff/members/${otherAdmin.id}`, admin, { active: false })).status, 200);
      }
    });

    it('changes a role, and never leaves the team without an active admin', async () => {
      const admin = await adminCookie(url());
      const member = await addMember(url(), db(), admin, { email: 'promoted@bookcraft.test', name: 'Pat' });
      const promoted = await call(url(), 'PUT', `/api/staff/members/${member.id}`, admin, { role: 'admin' });
      assert.equal(promoted.status, 200);
      assert.equal(promoted.body.role, 'admin');
      assert.equal((await call(url(), 'GET', '/api/staff/team', member.cookie)).status, 200, 'the new admin reads the team at once');
      assert.equal((await call(url(), 'PUT', `/api/staff/members/${member.id}`, admin, { role: 'agent' })).status, 200);

      const [{ id: firstAdmin }] = (await db().query<{ id: string }>('SELECT id::text AS id FROM staff_accounts WHERE email = $1', [STAFF_EMAIL])) as [{ id: string }];
      const lastAdmin = await call(url(), 'PUT', `/api/staff/members/${firstAdmin}`, admin, { active: false });
      assert.equal(lastAdmin.status, 409);
      assert.match(lastAdmin.body.error as string, /at least one active admin/);
      assert.equal((await call(url(), 'PUT', `/api/staff/members/${member.id}`, admin, {})).status, 400, 'a change names what to change');
    });

    it("deactivates a member: their sessions and sockets end, and they cannot sign in", async () => {
      const admin = await adminCookie(url());
      const member = await addMember(url(), db(), admin, { email: 'leaving@bookcraft.test', name: 'Lee' });
      const socket = await openSocket(url(), { cookie: member.cookie });
      const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
      const answer = await call(url(), 'PUT', `/api/staff/members/${member.id}`, admin, { active: false });
      assert.equal(answer.status, 200);
      assert.equal(answer.body.active, false);
      assert.equal(await disconnected, 'io server disconnect');
      assert.equal((await call(url(), 'GET', '/api/staff/me', member.cookie)).status, 401);
      assert.equal((await call(url(), 'POST', '/api/staff/login', undefined, { email: 'leaving@bookcraft.test', password: MEMBER_PASSWORD })).status, 401);
      socket.close();
    });

    it('resets a forgotten password by a single-use e-mail link, ending the other sessions', async () => {
      const admin = await adminCookie(url());
      const member = await addMember(url(), db(), admin, { email: 'forgetful@bookcraft.test', name: 'Fern' });
      const asked = await call(url(), 'POST', '/api/staff/password-reset', undefined, { email: 'forgetful@bookcraft.test' });
      assert.equal(asked.status, 202);
      // The link is made after the answer (memberLinks.test.ts): it is in the outbox soon after.
      const token = await waitFor(() => linkTokenFor(db(), 'forgetful@bookcraft.test', 'reset').catch(() => undefined), 'the reset mail');
      const reset = await call(url(), 'POST', '/api/staff/password-reset/complete', undefined, { token, password: 'a brand new password' });
      assert.equal(reset.status, 200);
      assert.equal((await call(url(), 'GET', '/api/staff/me', member.cookie)).status, 401, 'the session from before the reset ended');
      assert.equal((await call(url(), 'POST', '/api/staff/login', undefined, { email: 'forgetful@bookcraft.test', password: 'a brand new password' })).status, 200);
      assert.equal((await call(url(), 'POST', '/api/staff/password-reset/complete', undefined, { token, password: 'yet another password' })).status, 400, 'the link worked once');
    });

    it('answers a reset request alike for any address, and mails a member at most one link in five minutes', async () => {
      const mails = async (to: string) => (await db().query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [to])).length;
      const stranger = await call(url(), 'POST', '/api/staff/password-reset', undefined, { email: 'nobody@bookcraft.test' });
      assert.deepEqual([stranger.status, stranger.body], [202, { accepted: true }]);
      assert.equal(await mails('nobody@bookcraft.test'), 0);
      const before = await mails(STAFF_EMAIL);
      for (let i = 0; i < 3; i += 1) assert.equal((await call(url(), 'POST', '/api/staff/password-reset', undefined, { email: STAFF_EMAIL })).status, 202);
      // Requests are worked in the order they came: once a member's request sent after them is mailed, the three are done.
      const marker = await addMember(url(), db(), await adminCookie(url()), { email: 'marker@bookcraft.test', name: 'Mark' });
      assert.ok(marker.id);
      assert.equal((await call(url(), 'POST', '/api/staff/password-reset', undefined, { email: 'marker@bookcraft.test' })).status, 202);
      await waitFor(() => linkTokenFor(db(), 'marker@bookcraft.test', 'reset').catch(() => undefined), 'the marker’s reset mail');
      assert.equal(await mails(STAFF_EMAIL), before + 1);
      clock.advance(2 * HOUR);
      const token = await linkTokenFor(db(), STAFF_EMAIL, 'reset');
      assert.equal((await call(url(), 'POST', '/api/staff/password-reset/complete', undefined, { token, password: 'not used in time' })).status, 400, 'a reset link expires after an hour');
      assert.equal((await call(url(), 'POST', '/api/staff/login', undefined, { email: STAFF_EMAIL, password: STAFF_PASSWORD })).status, 200);
    });

    it('records who did what in the audit log, which admins read newest first', async () => {
      const admin = await adminCookie(url());
      const member = await addMember(url(), db(), admin, { email: 'audited@bookcraft.test', name: 'Aud' });
      await call(url(), 'PUT', `/api/staff/members/${member.id}`, admin, { role: 'admin' });
      const log = await call(url(), 'GET', '/api/staff/audit?pageSize=20', admin);
      assert.equal(log.status, 200);
      const entries = log.body.entries as { actor: string | null; action: string; subject: string | null; detail: string | null }[];
      const recent = entries.map((entry) => `${entry.actor} ${entry.action} ${entry.subject} ${entry.detail ?? ''}`.trim());
      assert.deepEqual(recent.slice(0, 4), [
        'Anna changed role member:audited@bookcraft.test from agent to admin',
        'Aud joined member:audited@bookcraft.test as agent',
        'Anna invited member:audited@bookcraft.test as agent',
        'Anna signed in member:agent@bookcraft.test',
      ]);
    });
  });
}

describe('invitation mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startMailbox>>;
  const env: Record<string, string> = {};
  before(async () => {
    smtp = await startMailbox();
    Object.assign(env, { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '60000' });
  });
  after(() => smtp.stop());
  const server = useServer(async () => env);

  it('mails the invitee a link to the console that the outbox delivers at once', async () => {
    const admin = await adminCookie(server.running.url);
    assert.equal((await call(server.running.url, 'POST', '/api/staff/invitations', admin, { email: 'new.agent@bookcraft.test', role: 'agent' })).status, 201);
    const mail = await waitFor(() => smtp.received.find((item) => item.to.includes('new.agent@bookcraft.test')), 'the invitation');
    assert.equal(mail.subject, 'Anna invited you to the Book Craft console');
    // Without PUBLIC_URL, the link names the node's own address (memberLinks.test.ts), never the Host it was asked with.
    assert.match(mail.text, new RegExp(`http://localhost:${new URL(server.running.url).port}/agent#invitation=[\\w-]{43}`));
    assert.match(mail.text, /works once/);
  });
});
