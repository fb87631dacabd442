import type { RetentionConfig } from '../core/config';
import type { Queryable } from '../core/db/database';
import { REGISTRATION_KEY_TTL_MS } from '../visitors/repository';
import { deleteRooms, deleteVisitors, type Deleted } from './erasure';

// What the retention job deletes, one step per kind of record. A period is counted up to the next
// run ($2, the interval): what would be past its period before then goes now, so nothing is ever
// kept longer than the privacy page says.
const dueBefore = (unit: 'months' | 'days' | 'hours') => `now() - make_interval(${unit} => $1::int) + make_interval(secs => $2::double precision / 1000)`;

const rows = (deleted: unknown[]): Deleted => ({ rows: deleted.length, files: [] });

export type RetentionStep = (tx: Queryable, periods: RetentionConfig) => Promise<Deleted>;

export const RETENTION_STEPS = {
  /** Visit records, device and campaign details: 24 months after the last visit; with them their chats. */
  async visitors(tx, { visitorMonths, intervalMs }) {
    const due = await tx.query<{ id: string }>(`SELECT id FROM customers WHERE last_seen_at < ${dueBefore('months')} FOR UPDATE`, [visitorMonths, intervalMs]);
    return deleteVisitors(tx, due.map((row) => row.id));
  },

  /** Chat messages, uploaded images and transcripts: 24 months after the conversation ends (its last message, or its closing). */
  async chats(tx, { chatMonths, intervalMs }) {
    const due = await tx.query<{ id: string }>(
      `SELECT id::text AS id FROM chat_rooms WHERE GREATEST(last_activity_at, closed_at) < ${dueBefore('months')} FOR UPDATE`,
      [chatMonths, intervalMs],
    );
    return deleteRooms(tx, due.map((row) => row.id));
  },

  /** Enquiries: 6 years; their consent records and notifications go with them (ON DELETE CASCADE). */
  async leads(tx, { leadMonths, intervalMs }) {
    return rows(await tx.query(`DELETE FROM leads WHERE created_at < ${dueBefore('months')} RETURNING id`, [leadMonths, intervalMs]));
  },

  /**
   * The IP address and browser a form was sent with are a visit record (spam checks), not part of the
   * enquiry: they go with the visit records, the lead's and its consent record's alike. The consent
   * itself (given, the text's version, when) stays as long as the enquiry.
   */
  async leadNetworkDetails(tx, { visitorMonths, intervalMs }) {
    const leads = await tx.query(
      `UPDATE leads SET ip = NULL, user_agent = NULL WHERE created_at < ${dueBefore('months')} AND (ip IS NOT NULL OR user_agent IS NOT NULL) RETURNING id`,
      [visitorMonths, intervalMs],
    );
    const consents = await tx.query(
      `UPDATE lead_consents c SET ip = NULL, user_agent = NULL FROM leads l
       WHERE l.id = c.lead_id AND l.created_at < ${dueBefore('months')} AND (c.ip IS NOT NULL OR c.user_agent IS NOT NULL) RETURNING c.lead_id`,
      [visitorMonths, intervalMs],
    );
    return rows([...leads, ...consents]);
  },

  /** A registration key once its registration completed REGISTRATION_KEY_TTL_MS ago: it answers no retry now, it could only mint tokens. */
  async registrationKeys(tx) {
    return rows(
      await tx.query(
        `UPDATE customers SET registration_key = NULL
         WHERE registration_key IS NOT NULL AND registration_completed_at < now() - make_interval(secs => $1::double precision / 1000) RETURNING id`,
        [REGISTRATION_KEY_TTL_MS],
      ),
    );
  },

  /** A notification once delivered; and one that never could be, which belongs to no lead or chat, after the chat period. */
  async sentMail(tx, { sentMailDays, chatMonths, intervalMs }) {
    const delivered = await tx.query(`DELETE FROM mail_outbox WHERE delivered_at < ${dueBefore('days')} RETURNING id`, [sentMailDays, intervalMs]);
    const stray = await tx.query(
      `DELETE FROM mail_outbox WHERE delivered_at IS NULL AND lead_id IS NULL AND room_id IS NULL AND created_at < ${dueBefore('months')} RETURNING id`,
      [chatMonths, intervalMs],
    );
    return rows([...delivered, ...stray]);
  },

  /** An Idempotency-Key only answers a retry of its request: a day is plenty. */
  async idempotencyKeys(tx, { idempotencyHours, intervalMs }) {
    return rows(await tx.query(`DELETE FROM idempotency_keys WHERE created_at < ${dueBefore('hours')} RETURNING key`, [idempotencyHours, intervalMs]));
  },

  /** A staff session past its expiry signs no one in: only its hash is left to delete. */
  async staffSessions(tx) {
    return rows(await tx.query('DELETE FROM staff_sessions WHERE expires_at < now() RETURNING token_hash'));
  },
} satisfies Record<string, RetentionStep>;

export type RetentionKind = keyof typeof RETENTION_STEPS;
