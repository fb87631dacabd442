import type { Database } from '../core/db/database';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit } from '../team/audit';
import type { SpendLayout, SpendRow } from './spendFile';

/** What an upload stored: its rows, campaigns, days and cost by currency. */
export interface StoredSpend {
  layout: SpendLayout;
  rows: number;
  campaigns: number;
  from: string;
  to: string;
  costCents: Record<string, number>;
}

/**
 * Stores a file's rows in one statement, in one transaction: all or nothing. A day, platform and
 * campaign already on record takes the file's figure (a corrected report replaces the earlier one).
 */
export async function storeSpend(db: Database, staff: StaffIdentity, layout: SpendLayout, rows: readonly SpendRow[], at: Date): Promise<StoredSpend> {
  const days = rows.map((row) => row.day).sort();
  const stored: StoredSpend = { layout, rows: rows.length, campaigns: new Set(rows.map((row) => `${row.platform}:${row.campaign}`)).size, from: days[0]!, to: days.at(-1)!, costCents: {} };
  for (const row of rows) stored.costCents[row.currency] = (stored.costCents[row.currency] ?? 0) + row.costCents;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO ad_spend (day, platform, campaign, cost_cents, currency, uploaded_by, uploaded_at)
       SELECT r.day, r.platform, r.campaign, r.cost_cents, r.currency, $6, $7
       FROM unnest($1::date[], $2::text[], $3::text[], $4::bigint[], $5::text[]) AS r(day, platform, campaign, cost_cents, currency)
       ON CONFLICT (platform, campaign, day) DO UPDATE SET cost_cents = EXCLUDED.cost_cents, currency = EXCLUDED.currency, uploaded_by = EXCLUDED.uploaded_by, uploaded_at = EXCLUDED.uploaded_at`,
      [rows.map((row) => row.day), rows.map((row) => row.platform), rows.map((row) => row.campaign), rows.map((row) => row.costCents), rows.map((row) => row.currency), staff.id, at],
    );
    await recordAudit(tx, at, { actor: staff, action: 'uploaded ad spend', subject: 'ad-spend', detail: `${stored.rows} rows, ${stored.from} to ${stored.to}` });
  });
  return stored;
}
