import type { Database } from '../core/db/database';

/** A mail the outbox owes, as a worker holds it under its lease. */
export interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  /** An .ics invitation the mail carries, and its METHOD (consultations/invitation.ts). */
  calendar: string | null;
  calendar_method: 'REQUEST' | 'CANCEL' | null;
  attempts: number;
}

/**
 * The outbox table as the worker sees it: every row is leased on its own by
 * one worker (`owner`, a random id per worker) until `lease_until`, and every
 * change after the lease is taken is made only while that worker still owns
 * the row, so a worker whose lease was taken over changes nothing.
 */
export function outboxRows(db: Database, owner: string, leaseMs: number) {
  return {
    /** Leases the next due mail that no one holds (or whose lease ran out), or null when there is none. */
    async leaseNext(): Promise<DueMail | null> {
      const [mail] = await db.query<DueMail>(
        `UPDATE mail_outbox SET lease_owner = $1, lease_until = now() + ($2 || ' milliseconds')::interval
         WHERE id = (SELECT id FROM mail_outbox
                     WHERE delivered_at IS NULL AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until <= now())
                     ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING id, recipient, subject, body, calendar, calendar_method, attempts`,
        [owner, String(leaseMs)],
      );
      return mail ?? null;
    },
    /** Extends the lease; false when this worker no longer owns the row. */
    async renew(id: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE mail_outbox SET lease_until = now() + ($3 || ' milliseconds')::interval WHERE id = $1 AND lease_owner = $2 AND delivered_at IS NULL RETURNING id`,
        [id, owner, String(leaseMs)],
      );
      return rows.length > 0;
    },
    /** Records a delivery; false when this worker no longer owns the row. */
    async markDelivered(id: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE mail_outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2 AND delivered_at IS NULL RETURNING id`,
        [id, owner],
      );
      return rows.length > 0;
    },
    /** Records a failed attempt and gives the row up until `retryInMs` from now; false when this worker no longer owns it. */
    async markFailed(id: string, error: string, retryInMs: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE mail_outbox SET attempts = attempts + 1, last_error = $3, next_attempt_at = now() + ($4 || ' milliseconds')::interval, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2 AND delivered_at IS NULL RETURNING id`,
        [id, owner, error.slice(0, 500), String(retryInMs)],
      );
      return rows.length > 0;
    },
  };
}
