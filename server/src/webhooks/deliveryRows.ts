import type { Database } from '../core/db/database';
import type { Attempt } from './post';

/** A delivery as the worker holds it under its lease, with what it needs to send it. */
export interface DueDelivery {
  id: string;
  event: string;
  body: string;
  url: string;
  secret: string;
  attempts: number;
  give_up_at: Date;
}

/**
 * The webhook outbox as the worker sees it, leased row by row as mail_outbox is (mail/outboxRows.ts):
 * a worker owns a row while `lease_owner` is its id and `lease_until` (real time) has not passed, and
 * changes it only while it still owns it. When a delivery is due is the server's clock (`now`), so a
 * test moves the clock rather than waiting.
 */
export function deliveryRows(db: Database, owner: string, leaseMs: number) {
  const lease = String(leaseMs);
  return {
    /** Leases the next due delivery to an active endpoint that no one holds, or null when there is none. */
    async leaseNext(now: Date): Promise<DueDelivery | null> {
      const [row] = await db.query<DueDelivery>(
        `UPDATE webhook_deliveries d SET lease_owner = $1, lease_until = now() + ($2 || ' milliseconds')::interval
         FROM webhook_endpoints e
         WHERE e.id = d.endpoint_id AND d.id = (
           SELECT w.id FROM webhook_deliveries w JOIN webhook_endpoints a ON a.id = w.endpoint_id AND a.active
           WHERE w.delivered_at IS NULL AND w.failed_at IS NULL AND w.next_attempt_at <= $3 AND (w.lease_until IS NULL OR w.lease_until <= now())
           ORDER BY w.next_attempt_at LIMIT 1 FOR UPDATE OF w SKIP LOCKED)
         RETURNING d.id::text AS id, d.event,
           jsonb_build_object('id', d.id::text, 'event', d.event, 'createdAt', d.created_at, 'data', d.payload)::text AS body,
           e.url, e.secret, d.attempts, d.give_up_at`,
        [owner, lease, now],
      );
      return row ?? null;
    },
    /** Extends the lease; false when this worker no longer owns the row. */
    async renew(id: string): Promise<boolean> {
      const rows = await db.query(
        `UPDATE webhook_deliveries SET lease_until = now() + ($3 || ' milliseconds')::interval WHERE id = $1 AND lease_owner = $2 AND delivered_at IS NULL RETURNING id`,
        [id, owner, lease],
      );
      return rows.length > 0;
    },
    /**
     * Records an attempt: delivered on a 2xx; otherwise due again at `retryAt`, or failed when that
     * is past the delivery's give-up time (the last attempt is made at it). False when this worker
     * no longer owns the row.
     */
    async record(id: string, attempt: Attempt, now: Date, retryAt: Date): Promise<boolean> {
      const delivered = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
      const rows = await db.query(
        `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $3, last_error = $4,
           delivered_at = CASE WHEN $5 THEN $6::timestamptz END,
           failed_at = CASE WHEN NOT $5 AND $6::timestamptz >= give_up_at THEN $6::timestamptz END,
           next_attempt_at = CASE WHEN $5 THEN next_attempt_at ELSE LEAST($7::timestamptz, give_up_at) END,
           lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2 AND delivered_at IS NULL RETURNING id`,
        [id, owner, attempt.status, delivered ? null : (attempt.error ?? 'failed').slice(0, 500), delivered, now, retryAt],
      );
      return rows.length > 0;
    },
  };
}
