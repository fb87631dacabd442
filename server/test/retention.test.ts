import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { OPT_IN_TEXT_VERSION } from '@bookcraft/shared';
import { loadConfig } from '../src/core/config';
import { openDatabase } from '../src/core/db/database';
import { migrate } from '../src/core/db/migrate';
import { RETENTION_LOCK } from '../src/privacy/retention';
import { hashToken } from '../src/staff/sessions';
import { cookieFrom, dropSchema, removeDir, signIn, startServer, storageBackends, useServer } from './helpers';
import { fileKept, uploadFile, visitorWhoDidEverything, type ActiveVisitor } from './privacyHelpers';
import { familyBLead, postLead } from './leadFixtures';
import { register } from './visitorHelpers';

// The privacy page's "How long we keep it", kept. Rows are aged by SQL; the
// job runs through the server's own handle. Then what is past its period is gone (rows and upload
// files) and everything else is still there.

const count = async (db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> }, sql: string, params: unknown[] = []) =>
  (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${sql}`, params))[0]!.count;

describe('the retention periods', () => {
  it("are the privacy page's by default, and a server refuses to start with one that is not a whole number above 0", () => {
    assert.deepEqual(loadConfig({}).retention, { visitorMonths: 24, chatMonths: 24, leadMonths: 72, sentMailDays: 30, idempotencyHours: 24, intervalMs: 3_600_000 });
    for (const name of ['RETENTION_VISITOR_MONTHS', 'RETENTION_CHAT_MONTHS', 'RETENTION_LEAD_MONTHS', 'RETENTION_SENT_MAIL_DAYS', 'RETENTION_IDEMPOTENCY_HOURS', 'RETENTION_INTERVAL_MS']) {
      for (const value of ['soon', '0', '-3', '1.5', '1e12']) {
        assert.throws(() => loadConfig({ [name]: value }), new RegExp(`^Error: ${name} must be a whole number from 1 to`), `${name}=${value}`);
      }
      assert.equal(Object.values(loadConfig({ [name]: '7' }).retention).includes(7), true, `${name}=7`);
    }
  });
});

for (const backend of await storageBackends()) {
  describe(`the retention job on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;
    const db = () => server.running.server.db;
    const visitors: ActiveVisitor[] = [];
    after(() => visitors.forEach((visitor) => visitor.socket.close()));

    /** A visitor past 24 months since their last visit, one whose only chat ended 25 months ago, and one of today. */
    async function agedWorld() {
      // One after another: one address sends only so many images at once (media/uploadSlots.ts).
      const [gone, lapsed, fresh] = [await visitorWhoDidEverything(url(), 'gone'), await visitorWhoDidEverything(url(), 'lapsed'), await visitorWhoDidEverything(url(), 'fresh')];
      visitors.push(gone!, lapsed!, fresh!);
      const age = (sql: string, params: unknown[]) => db().query(sql, params);
      await age(`UPDATE customers SET last_seen_at = now() - interval '24 months 1 day' WHERE id = $1`, [gone!.id]);
      await age(`UPDATE chat_rooms SET last_activity_at = now() - interval '25 months', closed_at = now() - interval '25 months', status = 'closed' WHERE id = $1`, [lapsed!.roomId]);
      // A conversation ends at the later of its last message and its closing: this one ended a month ago.
      await age(`UPDATE chat_rooms SET last_activity_at = now() - interval '25 months', closed_at = now() - interval '1 month', status = 'closed' WHERE id = $1`, [fresh!.roomId]);
      // The gone visitor's enquiry is 25 months old: kept (6 years), without its IP address and browser.
      await age(`UPDATE leads SET created_at = now() - interval '25 months' WHERE id = $1`, [gone!.leadId]);
      await age(`UPDATE leads SET created_at = now() - interval '6 years 1 day' WHERE id = $1`, [lapsed!.leadId]);
      await age(`UPDATE mail_outbox SET delivered_at = now() - interval '31 days' WHERE lead_id = $1`, [gone!.leadId]);
      await age(`UPDATE mail_outbox SET delivered_at = now() WHERE lead_id = $1`, [fresh!.leadId]);
      await age(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = $1`, [lapsed!.markers.idempotencyKey]);
      const [expired, live] = await Promise.all([signIn(url()), signIn(url())]).then((answers) => answers.map((answer) => cookieFrom(answer, 'bc_staff')!.split(';')[0]!));
      await age(`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(expired!.split('=')[1]!)]);
      return { gone: gone!, lapsed: lapsed!, fresh: fresh!, live: live! };
    }

    /** Two text-message consents (family B leads), one sent 25 months ago; two registration keys, one whose registration completed 11 minutes ago. */
    async function consentsAndKeys() {
      const sent = await Promise.all([postLead(url(), familyBLead('footer')), postLead(url(), familyBLead('landing'))]);
      const [oldConsent, newConsent] = await Promise.all(sent.map(async (response) => ((await response.json()) as { id: string }).id));
      await db().query(`UPDATE leads SET created_at = now() - interval '25 months' WHERE id = $1`, [oldConsent]);
      await db().query(`UPDATE lead_consents SET given_at = now() - interval '25 months' WHERE lead_id = $1`, [oldConsent]);
      const [oldKey, newKey] = [`old-${randomUUID()}`, `new-${randomUUID()}`];
      for (const key of [oldKey, newKey]) await register(url(), { registrationKey: key });
      await db().query(`UPDATE customers SET registration_completed_at = now() - interval '11 minutes' WHERE registration_key = $1`, [oldKey]);
      return { oldConsent: oldConsent!, newConsent: newConsent!, oldKey, newKey };
    }

    it('deletes what is past its period, rows and upload files, and keeps the rest', async () => {
      const { gone, lapsed, fresh, live } = await agedWorld();
      const { oldConsent, newConsent, oldKey, newKey } = await consentsAndKeys();
      const { dataDir } = server.running;
      // Files no row names: one a node left two hours ago (it stopped before removing it), one an upload is writing now.
      const [leftBehind, beingSaved] = [uploadFile(dataDir, randomUUID()), uploadFile(dataDir, randomUUID())];
      for (const file of [leftBehind, beingSaved]) writeFileSync(file, 'jpeg');
      utimesSync(leftBehind, new Date(Date.now() - 2 * 3_600_000), new Date(Date.now() - 2 * 3_600_000));
      const report = await server.running.server.retention.runNow();
      assert.equal(report.ran, true);
      assert.equal(existsSync(leftBehind), false, 'a stray upload file is removed');
      assert.equal(existsSync(beingSaved), true, 'a file whose row is about to be written is not');

      // 24 months after the last visit: the visitor, their visits, presence, campaign posts and chats.
      for (const table of ['customers WHERE id = $1', 'page_visits WHERE customer_id = $1', 'presence_changes WHERE customer_id = $1', 'customer_utm WHERE customer_id = $1', 'chat_rooms WHERE customer_id = $1']) {
        assert.equal(await count(db(), table, [gone.id]), 0, `gone: ${table}`);
        assert.ok((await count(db(), table, [fresh.id])) > 0, `fresh: ${table}`);
      }
      // 24 months after a conversation ends: its messages, images (row and file) and mail.
      for (const visitor of [gone, lapsed]) {
        assert.equal(await count(db(), 'chat_messages WHERE room_id = $1::bigint', [visitor.roomId]), 0);
        assert.equal(await count(db(), 'chat_media WHERE id = $1', [visitor.imageId]), 0);
        assert.equal(await count(db(), 'mail_outbox WHERE room_id = $1::bigint', [visitor.roomId]), 0);
        assert.equal(fileKept(dataDir, visitor.imageId), false, 'the upload file is removed with its row');
      }
      assert.equal(await count(db(), 'customers WHERE id = $1', [lapsed.id]), 1, 'a visitor who came back keeps their record');
      assert.equal(await count(db(), 'chat_messages WHERE room_id = $1::bigint', [fresh.roomId]), 1);
      assert.equal(await count(db(), 'chat_media WHERE id = $1', [fresh.imageId]), 1);
      assert.equal(fileKept(dataDir, fresh.imageId), true);

      // Enquiries: 6 years, with their consent and notification; their IP address and browser go at 24 months.
      assert.equal(await count(db(), 'leads WHERE id = $1', [lapsed.leadId]), 0);
      assert.equal(await count(db(), 'lead_consents WHERE lead_id = $1', [lapsed.leadId]), 0);
      assert.equal(await count(db(), 'mail_outbox WHERE lead_id = $1', [lapsed.leadId]), 0);
      assert.equal(await count(db(), 'leads WHERE id = $1 AND customer_id IS NULL AND ip IS NULL AND user_agent IS NULL', [gone.leadId]), 1, 'kept, unlinked, without IP and browser');
      assert.equal(await count(db(), 'leads WHERE id = $1 AND ip IS NOT NULL AND user_agent IS NOT NULL', [fresh.leadId]), 1);
      // A text-message consent keeps what was agreed to and when as long as its enquiry; its IP address and browser go with the lead's.
      const consents = await db().query<{ lead_id: string; given: boolean; text_version: string; given_at: Date; ip: string | null; user_agent: string | null }>(
        'SELECT lead_id::text AS lead_id, given, text_version, given_at, ip, user_agent FROM lead_consents WHERE lead_id = ANY($1::uuid[])',
        [[oldConsent, newConsent]],
      );
      const [agedConsent, newerConsent] = [oldConsent, newConsent].map((id) => consents.find((row) => row.lead_id === id)!);
      assert.deepEqual([agedConsent.given, agedConsent.text_version, agedConsent.ip, agedConsent.user_agent], [true, OPT_IN_TEXT_VERSION, null, null], 'the consent is kept, without IP and browser');
      assert.ok(new Date(agedConsent.given_at).getTime() < Date.now() - 24 * 30 * 86_400_000, 'with the time it was given');
      assert.equal(await count(db(), 'leads WHERE id = $1 AND ip IS NULL AND user_agent IS NULL', [oldConsent]), 1);
      assert.deepEqual([newerConsent.given, newerConsent.ip, typeof newerConsent.user_agent], [true, '127.0.0.1', 'string']);
      // A registration key once its registration completed REGISTRATION_KEY_TTL ago.
      assert.equal(await count(db(), 'customers WHERE registration_key = $1', [oldKey]), 0);
      assert.equal(await count(db(), 'customers WHERE registration_key = $1', [newKey]), 1);
      // A delivered notification after 30 days; the lead still reads as delivered.
      assert.equal(await count(db(), 'mail_outbox WHERE lead_id = $1', [gone.leadId]), 0);
      assert.equal(await count(db(), 'mail_outbox WHERE lead_id = $1', [fresh.leadId]), 1);
      const listed = (await (await fetch(`${url()}/api/staff/leads`, { headers: { cookie: live } })).json()) as { leads: { id: string; notification: string }[] };
      assert.equal(listed.leads.find((lead) => lead.id === gone.leadId)?.notification, 'delivered');
      // Idempotency keys after 24 hours; staff sessions once expired.
      assert.equal(await count(db(), 'idempotency_keys WHERE key = $1', [lapsed.markers.idempotencyKey]), 0);
      assert.equal(await count(db(), 'idempotency_keys WHERE key = $1', [fresh.markers.idempotencyKey]), 1);
      assert.equal(await count(db(), 'staff_sessions WHERE expires_at < now()'), 0);
      assert.equal((await fetch(`${url()}/api/staff/me`, { headers: { cookie: live } })).status, 200);

      const again = await server.running.server.retention.runNow();
      assert.equal(again.ran, true);
      assert.deepEqual(Object.values(again.deleted).filter((rows) => rows > 0), [], 'a second run finds nothing left to delete');
    });

    it('rolls back a kind that fails, alone: its rows and files stay for the next run, and the other kinds are kept', async () => {
      const { gone, lapsed } = await agedWorld();
      const { dataDir } = server.running;
      await db().exec(`
        CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$;
        CREATE TRIGGER refuse_for_test BEFORE DELETE ON chat_media FOR EACH ROW EXECUTE FUNCTION refuse_for_test();`);
      try {
        const report = await server.running.server.retention.runNow();
        assert.deepEqual(report.failed, ['visitors', 'chats']);
        assert.equal(await count(db(), 'customers WHERE id = $1', [gone.id]), 1);
        assert.equal(await count(db(), 'chat_rooms WHERE id = $1::bigint', [lapsed.roomId]), 1);
        assert.equal(fileKept(dataDir, gone.imageId) && fileKept(dataDir, lapsed.imageId), true, 'no file of a rolled-back row is removed');
        assert.equal(await count(db(), 'leads WHERE id = $1', [lapsed.leadId]), 0, 'the other kinds are kept');
      } finally {
        await db().exec('DROP TRIGGER refuse_for_test ON chat_media; DROP FUNCTION refuse_for_test();');
      }
      assert.deepEqual((await server.running.server.retention.runNow()).failed, []);
      assert.equal(await count(db(), 'customers WHERE id = $1', [gone.id]), 0);
      assert.equal(fileKept(dataDir, lapsed.imageId), false);
    });

    if (backend.name === 'PostgreSQL') {
      it('runs on one node at a time: never while another holds the lock, and of two nodes at once only one deletes', async () => {
        // Another node: the same database and the same uploads folder.
        const other = await startServer(server.env, server.running.dataDir);
        const holder = new pg.Client({ connectionString: server.env.DATABASE_URL, options: `-c search_path=${server.env.DATABASE_SCHEMA}` });
        try {
          const { gone } = await agedWorld();
          await holder.connect();
          await holder.query('BEGIN');
          await holder.query(`SELECT pg_advisory_xact_lock(${RETENTION_LOCK})`);
          const whileHeld = await Promise.all([server.running.server.retention.runNow(), other.server.retention.runNow()]);
          assert.deepEqual(whileHeld.map((report) => report.ran), [false, false]);
          assert.equal(await count(db(), 'customers WHERE id = $1', [gone.id]), 1, 'nothing deleted while the lock is held');
          await holder.query('COMMIT');

          const together = await Promise.all([server.running.server.retention.runNow(), other.server.retention.runNow()]);
          const deleting = together.filter((report) => Object.values(report.deleted).some((rows) => rows > 0));
          assert.equal(deleting.length, 1, `one node deletes: ${JSON.stringify(together)}`);
          assert.equal(await count(db(), 'customers WHERE id = $1', [gone.id]), 0);
        } finally {
          await holder.end().catch(() => undefined);
          await other.stop();
        }
      });
    }
  });
}

// An older version gave every lead a consent record with the IP address and browser,
// asked or not, kept as long as the lead. Migration 014 puts the records already stored right.
for (const backend of await storageBackends()) {
  describe(`the consent records stored by an older version, on ${backend.name}`, { skip: backend.skip }, () => {
    const cleanup: (() => unknown)[] = [];
    after(async () => {
      for (const step of cleanup.reverse()) await step();
    });

    it('are deleted where the form asked no consent, and lose the IP address and browser their lead has already lost', async () => {
      const env = await backend.env();
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-consents-'));
      cleanup.push(() => removeDir(dataDir), () => dropSchema(env.DATABASE_SCHEMA));
      const db = await openDatabase({ databaseUrl: env.DATABASE_URL, databaseSchema: env.DATABASE_SCHEMA, dataDir }, { info: () => undefined, warn: console.warn, error: console.error });
      cleanup.push(() => db.close());
      await migrate(db);
      // As intake stored them: a record for every lead, family A's not given and with no text; a lead's IP address and browser cleared at 24 months.
      const stored = async (family: 'A' | 'B', leadIp: string | null) => {
        const [lead] = await db.query<{ id: string }>(
          `INSERT INTO leads (form_family, form_type, email, phone, message, ip, user_agent) VALUES ($1, 'General', 'old@example.com', '(212) 555-0147', 'Hello', $2, $2) RETURNING id::text AS id`,
          [family, leadIp],
        );
        await db.query(`INSERT INTO lead_consents (lead_id, text_version, given, ip, user_agent) VALUES ($1, $2, $3, '203.0.113.7', 'Old browser')`, [
          lead!.id,
          family === 'B' ? OPT_IN_TEXT_VERSION : null,
          family === 'B',
        ]);
        return lead!.id;
      };
      const [newA, oldA, newB, oldB] = [await stored('A', '203.0.113.7'), await stored('A', null), await stored('B', '203.0.113.7'), await stored('B', null)];
      await db.query(`DELETE FROM schema_migrations WHERE version = '014_consent_records'`);
      assert.deepEqual(await migrate(db), ['014_consent_records']);

      const consents = await db.query<{ lead_id: string; given: boolean; text_version: string; ip: string | null; user_agent: string | null }>(
        'SELECT lead_id::text AS lead_id, given, text_version, ip, user_agent FROM lead_consents ORDER BY ip NULLS FIRST',
      );
      assert.deepEqual(consents, [
        { lead_id: oldB, given: true, text_version: OPT_IN_TEXT_VERSION, ip: null, user_agent: null },
        { lead_id: newB, given: true, text_version: OPT_IN_TEXT_VERSION, ip: '203.0.113.7', user_agent: 'Old browser' },
      ]);
      assert.equal(await count(db, 'leads WHERE id = ANY($1::uuid[])', [[newA, oldA, newB, oldB]]), 4, 'the leads themselves are kept');
    });
  });
}
