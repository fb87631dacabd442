import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { removeDir, startServer, type RunningServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { waitFor } from './faultHelpers';
import { startMailbox as startSmtp } from '@bookcraft/testing/mailbox';

describe('lead notifications by e-mail', () => {
  const cleanup: (() => Promise<void>)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  async function siteWithSmtpOn(port: number): Promise<RunningServer> {
    const running = await startServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, SALES_EMAIL: 'sales@bookcraft.test', OUTBOX_POLL_MS: '200', OUTBOX_RETRY_BASE_MS: '200' });
    cleanup.push(async () => {
      await running.stop();
      removeDir(running.dataDir);
    });
    return running;
  }

  it('sends each stored lead to the sales inbox', async () => {
    const smtp = await startSmtp();
    cleanup.push(smtp.stop);
    const running = await siteWithSmtpOn(smtp.port);
    assert.equal((await postLead(running.url, familyALead('Marketing', { full_name: 'Mail Tester' }))).status, 201);
    const mail = await waitFor(() => smtp.received.find((item) => item.raw.includes('Mail Tester')), 'the notification');
    assert.deepEqual(mail.to, ['sales@bookcraft.test']);
    assert.equal(mail.subject, 'New lead: Mail Tester, book marketing');
    // Written for a salesperson from the stored lead: its campaign and a link to it in the console, nothing internal.
    assert.match(mail.text, /^Mail Tester asked about book marketing\.\n/);
    assert.match(mail.text, /\nCampaign: spring\nSource: google\nKeyword: publish my book\nForm sent from: \/book-publishing-services\n/);
    assert.match(mail.text, /\nThe lead in the console: http:\/\/(localhost|127\.0\.0\.1):\d+\/agent#lead=[0-9a-f-]{36}\n?$/);
    assert.doesNotMatch(mail.text, /formType|altcha|full_name/);
  });

  it('delivers a lead received while SMTP was down once it comes back, exactly once', async () => {
    // Take a free port, then leave nothing listening on it: SMTP is down.
    const probe = await startSmtp();
    await probe.stop();
    const port = probe.port;
    const running = await siteWithSmtpOn(port);
    assert.equal((await postLead(running.url, familyALead('General', { full_name: 'Patient Author' }))).status, 201);
    const failedAttempt = async () => {
      const [row] = await running.server.db.query<{ attempts: number; last_error: string | null }>('SELECT attempts, last_error FROM mail_outbox WHERE subject LIKE $1', ['%Patient Author%']);
      return row && row.attempts >= 1 ? row : undefined;
    };
    assert.ok((await waitFor(failedAttempt, 'a failed delivery while SMTP is down')).last_error);

    const smtp = await startSmtp(port);
    cleanup.push(smtp.stop);
    await waitFor(() => smtp.received.find((item) => item.raw.includes('Patient Author')), 'the late notification');
    const deliveredAt = async () => (await running.server.db.query<{ delivered_at: Date | null }>('SELECT delivered_at FROM mail_outbox WHERE subject LIKE $1', ['%Patient Author%']))[0]?.delivered_at ?? undefined;
    assert.ok(await waitFor(deliveredAt, 'the late notification recorded as delivered'));
    // A marker: the server's one worker sends one mail after another, so once a later lead's mail is in, a duplicate would be too.
    assert.equal((await postLead(running.url, familyALead('General', { full_name: 'Marker Author' }))).status, 201);
    await waitFor(() => smtp.received.find((item) => item.raw.includes('Marker Author')), 'the marker notification');
    assert.equal(smtp.received.filter((item) => item.raw.includes('Patient Author')).length, 1);
  });
});
