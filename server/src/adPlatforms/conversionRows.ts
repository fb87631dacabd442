import type { AdPlatform } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';

/** A conversion as the worker holds it under its lease. */
export interface DueConversion {
  id: string;
  platform: AdPlatform;
  conversion: object;
  converted_at: Date;
  attempts: number;
}

/** How an attempt ended: sent, to be tried again (failed once past the give-up time), or skipped without sending. */
export type ConversionOutcome = { sent: true; status: number } | { sent: false; status: number | null; error: string } | { skipped: string };

/**
 * The conversions outbox as the worker sees it, leased row by row as the webhook outbox is
 * (webhooks/deliveryRows.ts): a worker owns a row while `lease_owner` is its id and `lease_until`
 * (real time) has not passed. When a conversion is due is the server's clock (`now`).
 */
export function conversionRows(db: Database, owner: string, leaseMs: number) {
  const lease = String(leaseMs);
  return {
    /** Leases the next due conversion of a platform that is on, or null when there is none. */
    async leaseNext(now: Date): Promise<DueConversion | null> {
      const [row] = await db.query<DueConversion>(
        `UPDATE ad_conversions SET lease_owner = $1, lease_until = now() + ($2 || ' milliseconds')::interval
         WHERE id = (
           SELECT c.id FROM ad_conversions c JOIN ad_platforms p ON p.platform = c.platform AND p.enabled
           WHERE c.status = 'pending' AND c.next_attempt_at <= $3 AND (c.lease_until IS NULL OR c.lease_until <= now())
           ORDER BY c.next_attempt_at LIMIT 1 FOR UPDATE OF c SKIP LOCKED)
         RETURNING id::text AS id, platform, conversion, converted_at, attempts`,
        [owner, lease, now],
      );
      return row ?? null;
    },
    /** Extends the lease; false when this worker no longer owns the row. */
    async renew(id: string): Promise<boolean> {
      const rows = await db.query(`UPDATE ad_conversions SET lease_until = now() + ($3 || ' milliseconds')::interval WHERE id = $1 AND lease_owner = $2 AND status = 'pending' RETURNING id`, [id, owner, lease]);
      return rows.length > 0;
    },
    /** Records how an attempt ended; false when this worker no longer owns the row. */
    async record(id: string, outcome: ConversionOutcome, now: Date, retryAt: Date): Promise<boolean> {
      const skipped = 'skipped' in outcome;
      const sent = !skipped && outcome.sent;
      const rows = await db.query(
        `UPDATE ad_conversions SET attempts = attempts + CASE WHEN $3 THEN 0 ELSE 1 END, last_status = $4, reason = $5,
           status = CASE WHEN $3 THEN 'skipped' WHEN $6 THEN 'sent' WHEN $7::timestamptz >= give_up_at THEN 'failed' ELSE 'pending' END,
           sent_at = CASE WHEN $6 THEN $7::timestamptz END,
           next_attempt_at = CASE WHEN $3 OR $6 THEN next_attempt_at ELSE LEAST($8::timestamptz, give_up_at) END,
           lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2 AND status = 'pending' RETURNING id`,
        [id, owner, skipped, skipped ? null : outcome.status, skipped ? outcome.skipped : sent ? null : (outcome as { error: string }).error.slice(0, 500), sent, now, retryAt],
      );
      return rows.length > 0;
    },
  };
}
