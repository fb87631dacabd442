import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { removeDir, startServer, type RunningServer } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { startMailbox as startSmtp } from '@bookcraft/testing/mailbox';

async function waitFor<T>(check: () => T | undefined | Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
    assert.match(mail.raw, /Subject: New lead: Mail Tester \(Marketing\)/);
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
    // Give a duplicate delivery, if there were one, the time of several retries to show up.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal(smtp.received.filter((item) => item.raw.includes('Patient Author')).length, 1);
    const [delivered] = await running.server.db.query<{ delivered_at: Date | null }>('SELECT delivered_at FROM mail_outbox WHERE subject LIKE $1', ['%Patient Author%']);
    assert.ok(delivered!.delivered_at);
  });
});
