import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openDatabase, type Database } from '../src/core/db/database';
import { migrate } from '../src/core/db/migrate';
import { loadConfig } from '../src/index';
import { startOutboxWorker, type OutboxWorker } from '../src/mail/outboxWorker';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { waitFor } from './faultHelpers';
import { dropSchema, removeDir, storageBackends } from './helpers';
import type { Log } from '../src/core/log';

// Each outbox row is leased on its own, renewed while it is being sent, and
// marked only by the worker that still holds it. The SMTP server here answers each recipient
// after 3 s, three times the lease the workers are given.

const LEASE_MS = 1_000;
const SLOW_SMTP_MS = 3 * LEASE_MS;

interface OutboxRow {
  delivered_at: Date | null;
  lease_owner: string | null;
  attempts: number;
}

it('refuses to start with an OUTBOX_LEASE_MS that is not a whole number above zero', () => {
  for (const wrong of ['a minute', '0', '-5']) assert.throws(() => loadConfig({ OUTBOX_LEASE_MS: wrong }), /OUTBOX_LEASE_MS must be a whole number from 1 to/);
  assert.equal(loadConfig({}).outboxLeaseMs, 60_000);
});

for (const backend of await storageBackends()) {
  describe(`mail outbox leases on ${backend.name}`, { skip: backend.skip }, () => {
    const cleanup: (() => Promise<unknown> | void)[] = [];
    after(async () => {
      for (const step of cleanup.reverse()) await step();
    });

    const log: Log = { info: () => undefined, warn: console.warn, error: console.error };

    /** A connection to a fresh database; `again` opens another connection to the same one, as a second node would. */
    async function freshDatabase(): Promise<{ db: Database; again(): Promise<Database> }> {
      const env = await backend.env();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-outbox-'));
      const open = async () => {
        const db = await openDatabase({ databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA, dataDir }, log);
        cleanup.push(() => db.close());
        return db;
      };
      cleanup.push(() => removeDir(dataDir), () => dropSchema(env.DATABASE_SCHEMA));
      const db = await open();
      await migrate(db);
      // PGlite is one process's database: a second worker shares the connection.
      return { db, again: () => (env.DATABASE_URL ? open() : Promise.resolve(db)) };
    }

    function worker(db: Database, smtpUrl: string): OutboxWorker {
      const started = startOutboxWorker(db, { smtpUrl, from: 'site@bookcraft.test', pollMs: 100, retryBaseMs: 100, leaseMs: LEASE_MS, log });
      cleanup.push(() => started.stop());
      return started;
    }

    async function slowMailbox() {
      const mailbox = await startMailbox(0, { recipientDelayMs: SLOW_SMTP_MS });
      cleanup.push(mailbox.stop);
      return mailbox;
    }

    async function queueMail(db: Database, subject: string): Promise<string> {
      const [row] = await db.query<{ id: string }>(`INSERT INTO mail_outbox (recipient, subject, body) VALUES ('sales@bookcraft.test', $1, 'Hello') RETURNING id`, [subject]);
      return row!.id;
    }

    const rowOf = async (db: Database, id: string) => (await db.query<OutboxRow>('SELECT delivered_at, lease_owner::text AS lease_owner, attempts FROM mail_outbox WHERE id = $1', [id]))[0]!;

    it('sends a mail once when the SMTP server is slower than the lease and two workers share the outbox', async () => {
      const mailbox = await slowMailbox();
      const { db, again } = await freshDatabase();
      const subject = `Slow ${randomUUID()}`;
      const id = await queueMail(db, subject);
      const workers = [worker(db, mailbox.url), worker(await again(), mailbox.url)];

      await waitFor(async () => (await rowOf(db, id)).delivered_at ?? undefined, 'the mail marked delivered');
      // A worker stops once the send it has under way is over: a second sender, had there been one, has finished its own.
      await Promise.all(workers.map((started) => started.stop()));
      assert.equal(mailbox.received.filter((mail) => mail.subject === subject).length, 1);
    });

    it('does not mark a mail whose lease another worker took over while it was being sent', async () => {
      const mailbox = await slowMailbox();
      const { db } = await freshDatabase();
      const id = await queueMail(db, `Taken over ${randomUUID()}`);
      const sender = worker(db, mailbox.url);
      await waitFor(() => (mailbox.connections() > 0 ? true : undefined), 'the send under way');

      // What a second node does once a lease has run out: it takes the row for itself.
      const otherNode = randomUUID();
      await db.query(`UPDATE mail_outbox SET lease_owner = $2, lease_until = now() + interval '1 minute' WHERE id = $1`, [id, otherNode]);
      await sender.stop();

      assert.deepEqual(await rowOf(db, id), { delivered_at: null, lease_owner: otherNode, attempts: 0 });
      // The lost lease cut the send short, before the mail was handed over.
      assert.equal(mailbox.received.length, 0);
    });

    it('does not send again a mail whose delivery could not be recorded at first', async () => {
      const mailbox = await startMailbox();
      cleanup.push(mailbox.stop);
      const { db } = await freshDatabase();
      // Marking a row delivered fails (and counts the failure) while the trigger is there.
      await db.exec(`
        CREATE SEQUENCE failed_marks;
        CREATE FUNCTION refuse_delivered() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM nextval('failed_marks'); RAISE EXCEPTION 'status update refused by the test'; END $$;
        CREATE TRIGGER refuse_delivered BEFORE UPDATE ON mail_outbox FOR EACH ROW WHEN (NEW.delivered_at IS NOT NULL) EXECUTE FUNCTION refuse_delivered();
      `);
      const subject = `Unrecorded ${randomUUID()}`;
      const id = await queueMail(db, subject);
      worker(db, mailbox.url);

      const failedMarks = async () => Number((await db.query<{ last_value: string; is_called: boolean }>('SELECT last_value, is_called FROM failed_marks'))[0]!.last_value);
      await waitFor(async () => ((await failedMarks()) >= 3 ? true : undefined), 'three failed status updates');
      await db.exec('DROP TRIGGER refuse_delivered ON mail_outbox');
      await waitFor(async () => (await rowOf(db, id)).delivered_at ?? undefined, 'the mail marked delivered');
      assert.equal(mailbox.received.filter((mail) => mail.subject === subject).length, 1);
    });
  });
}
