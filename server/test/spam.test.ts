import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startMailbox as startSmtp } from '@bookcraft/testing/mailbox';
import { settableClock } from '../src/core/clock';
import { cookieFrom, removeDir, signIn, startServer, type RunningServer } from './helpers';
import { waitFor } from './faultHelpers';
import { fetchChallenge, solutionOf, solve } from './leadChallenge';
import { familyALead, postUnsolvedLead } from './leadFixtures';
import { asVisitor, openSocket, register } from './visitorHelpers';

const MIN_FILL_MS = 2_000;

describe('spam kept out of the leads (docs/spam.md)', () => {
  const clock = settableClock(new Date());
  let running: RunningServer;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let cookie: string;
  const url = () => running.url;

  before(async () => {
    smtp = await startSmtp();
    running = await startServer(
      { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SALES_EMAIL: 'sales@bookcraft.test', OUTBOX_POLL_MS: '200', LEAD_MIN_FILL_MS: String(MIN_FILL_MS), LEAD_RATE_LIMIT: '1000' },
      undefined,
      { clock },
    );
    cookie = cookieFrom(await signIn(url()), 'bc_staff')!.split(';')[0]!;
    // A CRM endpoint that asked for leads: a lead delivered is owed to it, spam is not.
    await running.server.db.query(`INSERT INTO webhook_endpoints (url, secret, events) VALUES ('https://crm.bookcraft.test/hook', 'whsec_test', ARRAY['lead.stored'])`);
  });
  after(async () => {
    await running?.stop();
    await smtp?.stop();
    if (running) removeDir(running.dataDir);
  });

  /** A lead sent as a lead form sends it: the challenge fetched when the visitor starts, solved, and the form filled in no faster than a person. */
  async function postSolvedLead(lead: Record<string, unknown>, headers: Record<string, string> = {}) {
    const challenge = await fetchChallenge(url());
    clock.advance(MIN_FILL_MS);
    return postUnsolvedLead(url(), { ...lead, altcha: solutionOf(challenge) }, headers);
  }

  const leadNamed = async (name: string) =>
    (await running.server.db.query<{ id: string; suspected_bot: boolean; bot_reason: string | null; not_spam_by: string | null; not_spam_at: Date | null }>(
      'SELECT id, suspected_bot, bot_reason, not_spam_by, not_spam_at FROM leads WHERE full_name = $1',
      [name],
    ))[0]!;
  const deliveriesOf = async (leadId: string) => (await running.server.db.query('SELECT id FROM webhook_deliveries WHERE lead_id = $1', [leadId])).length;
  const mailsOf = async (leadId: string) => (await running.server.db.query('SELECT id FROM mail_outbox WHERE lead_id = $1', [leadId])).length;
  const staffGet = async <T>(path: string) => {
    const response = await fetch(`${url()}${path}`, { headers: { cookie } });
    assert.equal(response.status, 200, path);
    return (await response.json()) as T;
  };
  type LeadsPage = { leads: { id: string; full_name: string; bot_reason: string | null }[]; total: number; spamTotal: number };
  const notSpam = (id: string) => fetch(`${url()}/api/staff/leads/${id}/not-spam`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });

  it('lands a lead posted straight to the API without solving the challenge in Spam: no mail, no webhook, not in the conversion', async () => {
    const script = await register(url(), { landingPage: '/LP-SPAM-CHECK', fingerprintId: 'spam-script', canvasHash: 'spam-script' });
    const person = await register(url(), { landingPage: '/LP-SPAM-CHECK', fingerprintId: 'spam-person', canvasHash: 'spam-person' });
    // The bot is told nothing: it gets the same answer as a person.
    assert.equal((await postUnsolvedLead(url(), familyALead('Marketing', { full_name: 'Spam Script' }), asVisitor(script.token))).status, 201);
    assert.equal((await postSolvedLead(familyALead('Marketing', { full_name: 'Real Person' }), asVisitor(person.token))).status, 201);

    const spam = await leadNamed('Spam Script');
    assert.deepEqual([spam.suspected_bot, spam.bot_reason], [true, 'no-challenge']);
    assert.equal((await leadNamed('Real Person')).suspected_bot, false);

    // The person's mail arrives; the mail worker sends in order, so the spam's would have too.
    await waitFor(() => smtp.received.find((mail) => mail.raw.includes('Real Person')), 'the real lead mailed');
    assert.equal(smtp.received.filter((mail) => mail.raw.includes('Spam Script')).length, 0);
    assert.equal(await mailsOf(spam.id), 0);
    assert.equal(await deliveriesOf(spam.id), 0);
    assert.equal(await deliveriesOf((await leadNamed('Real Person')).id), 1);

    const leads = await staffGet<LeadsPage>('/api/staff/leads?pageSize=200');
    assert.ok(!leads.leads.some((lead) => lead.id === spam.id));
    assert.ok(leads.spamTotal >= 1);
    const folder = await staffGet<LeadsPage>('/api/staff/leads?folder=spam&pageSize=200');
    assert.equal(folder.total, leads.spamTotal);
    assert.equal(folder.leads.find((lead) => lead.id === spam.id)?.bot_reason, 'no-challenge');

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const stats = await staffGet<{ byLandingPage: { key: string; visitors: number; leads: number }[]; leadsPerDay: { leads: number }[] }>(
      `/api/staff/stats?from=${day(-1)}&to=${day(1)}`,
    );
    assert.deepEqual(
      stats.byLandingPage.filter((row) => row.key === '/LP-SPAM-CHECK').map(({ visitors, leads: count }) => ({ visitors, leads: count })),
      [{ visitors: 2, leads: 1 }],
    );
    assert.equal(stats.leadsPerDay.reduce((sum, row) => sum + row.leads, 0), leads.total);
  });

  it('delivers a lead a member marks "Not spam", once, and keeps who did it and when', async () => {
    const spam = await leadNamed('Spam Script');
    assert.equal((await notSpam(spam.id)).status, 200);
    await waitFor(() => smtp.received.find((mail) => mail.raw.includes('Spam Script')), 'the rescued lead mailed');
    const rescued = await leadNamed('Spam Script');
    assert.equal(rescued.suspected_bot, false);
    assert.equal(rescued.bot_reason, 'no-challenge');
    assert.ok(rescued.not_spam_by && rescued.not_spam_at);
    assert.equal(await deliveriesOf(spam.id), 1);

    // Again: nothing changes.
    assert.equal((await notSpam(spam.id)).status, 200);
    assert.equal(await mailsOf(spam.id), 1);
    assert.equal(await deliveriesOf(spam.id), 1);
    assert.deepEqual(await leadNamed('Spam Script'), rescued);
    assert.ok((await staffGet<LeadsPage>('/api/staff/leads?pageSize=200')).leads.some((lead) => lead.id === spam.id));
    assert.equal((await notSpam('00000000-0000-4000-8000-000000000000')).status, 404);
  });

  it('accepts a lead with a solved challenge once; a reused, expired, forged or too-fast solution, or the honeypot, is spam', async () => {
    const challenge = await fetchChallenge(url());
    const solution = solutionOf(challenge);
    clock.advance(MIN_FILL_MS);
    assert.equal((await postUnsolvedLead(url(), familyALead('General', { full_name: 'Solved Once', altcha: solution }))).status, 201);
    assert.equal((await postUnsolvedLead(url(), familyALead('General', { full_name: 'Solved Twice', altcha: solution }))).status, 201);

    // A retry of one lead (its Idempotency-Key) brings its answer again: answered as the first, stored once.
    const retried = await fetchChallenge(url());
    clock.advance(MIN_FILL_MS);
    const retry = () => postUnsolvedLead(url(), familyALead('General', { full_name: 'Sent Twice', altcha: solutionOf(retried) }), { 'idempotency-key': 'spam-test-retry' });
    const [first, second] = [await (await retry()).json(), await (await retry()).json()];
    assert.deepEqual(second, first);

    const expiring = await fetchChallenge(url());
    clock.advance(10 * 60_000 + 1_000);
    await postUnsolvedLead(url(), familyALead('General', { full_name: 'Solved Too Late', altcha: solutionOf(expiring) }));

    const forged = await fetchChallenge(url());
    clock.advance(MIN_FILL_MS);
    const otherSignature = forged.signature.replace(/^./, (first) => (first === '0' ? '1' : '0'));
    await postUnsolvedLead(url(), familyALead('General', { full_name: 'Forged Signature', altcha: solutionOf({ ...forged, signature: otherSignature }) }));
    await postUnsolvedLead(url(), familyALead('General', { full_name: 'Wrong Number', altcha: solutionOf(forged, (solve(forged) + 1) % forged.maxnumber) }));
    await postUnsolvedLead(url(), familyALead('General', { full_name: 'Not Base64 JSON', altcha: 'not a solution' }));
    // As many letters as the real hash, more bytes: compared as bytes, it is simply not the hash.
    await postUnsolvedLead(url(), familyALead('General', { full_name: 'Hash In Other Letters', altcha: solutionOf({ ...forged, challenge: 'é'.repeat(forged.challenge.length) }, solve(forged)) }));

    const hurried = await fetchChallenge(url());
    clock.advance(MIN_FILL_MS - 500);
    await postUnsolvedLead(url(), familyALead('General', { full_name: 'Filled Too Fast', altcha: solutionOf(hurried) }));

    await postSolvedLead(familyALead('General', { full_name: 'Honeypot Filler', website: 'https://spam.example' }));

    const reasons = Object.fromEntries(
      await Promise.all(
        ['Solved Once', 'Sent Twice', 'Solved Twice', 'Solved Too Late', 'Forged Signature', 'Wrong Number', 'Not Base64 JSON', 'Hash In Other Letters', 'Filled Too Fast', 'Honeypot Filler'].map(
          async (name) => [name, (await leadNamed(name)).bot_reason] as const,
        ),
      ),
    );
    assert.deepEqual(reasons, {
      'Solved Once': null,
      'Sent Twice': null,
      'Solved Twice': 'challenge-reused',
      'Solved Too Late': 'challenge-invalid',
      'Forged Signature': 'challenge-invalid',
      'Wrong Number': 'challenge-invalid',
      'Not Base64 JSON': 'challenge-invalid',
      'Hash In Other Letters': 'challenge-invalid',
      'Filled Too Fast': 'too-fast',
      'Honeypot Filler': 'honeypot',
    });
  });

  it('tells every console of a lead that reaches the Leads folder (one that passed, one taken out of Spam), never of spam', async () => {
    const console = await openSocket(url(), { cookie });
    const arrivals: { leadId: string; receivedAt: string }[] = [];
    console.on('lead-arrived', (arrival) => arrivals.push(arrival));
    try {
      assert.equal((await postUnsolvedLead(url(), familyALead('General', { full_name: 'Arrives As Spam' }))).status, 201);
      assert.equal((await postSolvedLead(familyALead('General', { full_name: 'Arrives Live' }))).status, 201);
      const live = await leadNamed('Arrives Live');
      await waitFor(() => arrivals[0], 'the lead that passed announced');
      // Sent in the order the leads were stored: had the spam been announced, it would be first.
      assert.deepEqual(arrivals, [{ leadId: live.id, receivedAt: clock.now().toISOString() }]);

      const spam = await leadNamed('Arrives As Spam');
      assert.equal((await notSpam(spam.id)).status, 200);
      await waitFor(() => arrivals[1], 'the lead taken out of Spam announced');
      assert.deepEqual(arrivals.map((arrival) => arrival.leadId), [live.id, spam.id]);
    } finally {
      console.close();
    }
  });

  it('issues challenges a browser solves in well under a second, never cached', async () => {
    const response = await fetch(`${url()}/api/lead-challenge`);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const challenge = (await response.json()) as { algorithm: string; maxnumber: number };
    assert.equal(challenge.algorithm, 'SHA-256');
    assert.ok(challenge.maxnumber > 0 && challenge.maxnumber <= 100_000);
  });
});
