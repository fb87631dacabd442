import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { dropSchema, NO_POSTGRES, removeDir, type RunningServer, startServer, storageBackends } from './helpers';
import { familyALead, postLead } from './leadFixtures';
import { chatVisitor, say, type ChatVisitor } from './chatHelpers';
import { portOf, sleep, throughProxy, waitFor, watchProcessErrors } from './faultHelpers';
import { startTcpProxy, type TcpProxy } from './tcpProxy';

/** "A few seconds": the longest any answer may take while the database is away. */
const MAX_WAIT_MS = 3_000;

interface LeadAttempt {
  key: string;
  name: string;
  status: number | 'no answer';
  id?: string;
  ms: number;
}

const sendLead = async (url: string, key: string, name: string): Promise<LeadAttempt> => {
  const started = Date.now();
  try {
    // With the form's spam challenge solved (docs/spam.md): a retry with the key sends the same answer.
    const response = await postLead(url, familyALead('General', { full_name: name }), { 'idempotency-key': key }, AbortSignal.timeout(15_000));
    const body = (await response.json()) as { id?: string };
    return { key, name, status: response.status, id: body.id, ms: Date.now() - started };
  } catch {
    return { key, name, status: 'no answer', ms: Date.now() - started };
  }
};

/** Visitors sending leads back to back from three tabs, each lead with its own idempotency key, until stopped. */
function leadTraffic(url: string) {
  const attempts: LeadAttempt[] = [];
  let stopped = false;
  let sent = 0;
  const tab = async () => {
    while (!stopped) {
      sent += 1;
      attempts.push(await sendLead(url, randomUUID(), `Outage Lead ${sent}`));
      await sleep(100);
    }
  };
  const tabs = Promise.all([tab(), tab(), tab()]);
  return {
    attempts,
    async stop() {
      stopped = true;
      await tabs;
    },
  };
}

async function startSmtp(): Promise<{ url: string; stop(): Promise<void> }> {
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (stream, _session, done) => stream.on('end', () => done()).resume() });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

// PGlite lives inside the server's own process: only a separate PostgreSQL can go away.
const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
describe('PostgreSQL goes away and comes back', { timeout: 60_000, skip: NO_POSTGRES }, () => {
  const watched = watchProcessErrors();
  const schema = `test_outage_${Date.now()}`;
  let proxy: TcpProxy;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let running: RunningServer;
  let visitor: ChatVisitor;
  let traffic: ReturnType<typeof leadTraffic>;
  const messageId = randomUUID();

  before(async () => {
    await storageBackends(); // a set but silent TEST_DATABASE_URL fails here
    proxy = await startTcpProxy({ host: new URL(databaseUrl).hostname, port: portOf(databaseUrl, 5432) });
    smtp = await startSmtp();
    running = await startServer({
      DATABASE_URL: throughProxy(databaseUrl, proxy.port),
      DATABASE_SCHEMA: schema,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '100',
      OUTBOX_RETRY_BASE_MS: '100',
      LEAD_RATE_LIMIT: '1000000',
      REGISTRATION_RATE_LIMIT: '1000000',
      // Short limits keep the silent-network case quick; the defaults are 2 s and 5 s.
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1000',
    });
    visitor = await chatVisitor(running.url);
  });

  after(async () => {
    await traffic?.stop();
    visitor?.socket.close();
    await running?.stop();
    await smtp?.stop();
    await proxy?.close();
    await dropSchema(schema);
    if (running) removeDir(running.dataDir);
  });

  it('answers 503 with Retry-After, within seconds, while the database is away', async () => {
    traffic = leadTraffic(running.url);
    await waitFor(() => (traffic.attempts.some((attempt) => attempt.status === 201) ? true : undefined), 'a lead stored before the outage');
    // The connection breaks while a lead's transaction waits on the database: 503, and nothing else happens to the process.
    proxy.dropReplies();
    const caught = sendLead(running.url, randomUUID(), 'Caught Midway');
    await waitFor(() => (proxy.repliesDropped() > 0 ? true : undefined), 'a request left waiting on the database');
    await proxy.cut();
    assert.equal((await caught).status, 503);

    let started = Date.now();
    const health = await fetch(`${running.url}/api/health`);
    assert.ok(Date.now() - started < MAX_WAIT_MS, `health took ${Date.now() - started} ms`);
    assert.equal(health.status, 503);
    assert.deepEqual(await health.json(), { status: 'unavailable', database: 'postgres' });

    const lead = await sendLead(running.url, randomUUID(), 'Away Author');
    assert.ok(lead.ms < MAX_WAIT_MS, `the lead took ${lead.ms} ms`);
    const answer = await fetch(`${running.url}/api/form/submit-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(familyALead('General')),
    });
    assert.equal(answer.status, 503);
    assert.equal(answer.headers.get('retry-after'), '5');
    assert.match(answer.headers.get('content-type') ?? '', /application\/json/);
    assert.match(((await answer.json()) as { error: string }).error, /unavailable/);

    // A chat message over the socket is refused, not left hanging, and the visitor may send it again.
    started = Date.now();
    assert.equal((await say(visitor.socket, visitor.roomId, 'Anyone there?', messageId)).error, 'Please try again');
    assert.ok(Date.now() - started < MAX_WAIT_MS);

    // Leads keep arriving (and the mail outbox keeps polling) while the database is away: five more from every tab.
    const answeredSoFar = traffic.attempts.length;
    await waitFor(() => (traffic.attempts.length >= answeredSoFar + 15 ? true : undefined), 'more leads answered while the database is away');
    const duringOutage = traffic.attempts.filter((attempt) => attempt.status !== 201 && attempt.status !== 503);
    assert.deepEqual(duringOutage, [], 'every answer is 201 or 503');
    assert.deepEqual(watched.errors, [], 'no fault reached the process');
  });

  it('works again once the database is back, without a restart', async () => {
    await proxy.restore();
    await waitFor(async () => ((await fetch(`${running.url}/api/health`)).status === 200 ? true : undefined), 'health to answer 200', 10_000);
    const storedAfter = traffic.attempts.length;
    await waitFor(() => (traffic.attempts.slice(storedAfter).some((attempt) => attempt.status === 201) ? true : undefined), 'a lead stored after the outage');
    await traffic.stop();
    assert.equal((await say(visitor.socket, visitor.roomId, 'Anyone there?', messageId)).ok, true);
    assert.ok(traffic.attempts.every((attempt) => attempt.ms < MAX_WAIT_MS), `slowest answer ${Math.max(...traffic.attempts.map((attempt) => attempt.ms))} ms`);
    assert.ok(traffic.attempts.some((attempt) => attempt.status === 503), 'some leads met the outage');
  });

  it('lost no lead it answered 201 for, and stores the refused ones once when sent again', async () => {
    // What the form's outbox does: send each refused lead again, same values, same key.
    const refused = traffic.attempts.filter((attempt) => attempt.status !== 201);
    for (const attempt of refused) assert.equal((await sendLead(running.url, attempt.key, attempt.name)).status, 201);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>(`SELECT id::text AS id FROM "${schema}".leads WHERE full_name LIKE 'Outage Lead%'`);
      const stored = new Set(rows.map((row) => row.id));
      const answered = traffic.attempts.filter((attempt) => attempt.status === 201);
      assert.deepEqual(answered.filter((attempt) => !stored.has(attempt.id!)), [], 'every lead answered 201 is stored');
      const { rows: keys } = await client.query<{ key: string }>(`SELECT key FROM "${schema}".idempotency_keys`);
      const storedKeys = new Set(keys.map((row) => row.key));
      assert.deepEqual(traffic.attempts.filter((attempt) => !storedKeys.has(attempt.key)), [], 'every lead is stored once it was sent again');
      assert.equal(rows.length, traffic.attempts.length, 'one lead per key, none twice');
    } finally {
      await client.end();
    }
  });

  it('gives up within seconds on a database that stops answering, then recovers', async () => {
    proxy.stall();
    const health = await fetch(`${running.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
    assert.equal(health.status, 503);
    const lead = await sendLead(running.url, randomUUID(), 'Silent Network');
    assert.equal(lead.status, 503);
    assert.ok(lead.ms < MAX_WAIT_MS, `the lead took ${lead.ms} ms`);
    await proxy.restore();
    await waitFor(async () => ((await fetch(`${running.url}/api/health`)).status === 200 ? true : undefined), 'health to answer 200', 10_000);
    assert.equal((await sendLead(running.url, lead.key, lead.name)).status, 201);
  });

  it('keeps a notification for every lead and sends them after the outage; no fault reached the process', async () => {
    assert.deepEqual(watched.errors, []);
    const [counts] = await running.server.db.query<{ leads: number; mails: number }>(
      'SELECT (SELECT count(*) FROM leads)::int AS leads, (SELECT count(DISTINCT lead_id) FROM mail_outbox)::int AS mails',
    );
    assert.equal(counts!.mails, counts!.leads);
    // Mail claimed just before a cut waits out its two-minute lease; everything else that is due goes out.
    const due = async () => (await running.server.db.query<{ due: number }>('SELECT count(*)::int AS due FROM mail_outbox WHERE delivered_at IS NULL AND next_attempt_at <= now()'))[0]!.due;
    await waitFor(async () => ((await due()) === 0 ? true : undefined), 'the outbox to drain', 15_000);
  });
});
