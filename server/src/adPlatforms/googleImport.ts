import { DateTime } from 'luxon';
import type { Queryable } from '../core/db/database';
import { dayStart, rangeEnd } from '../reports/conversationFacts';
import { toCsv } from '../leads/csv';
import { PERSON_TOUCHES } from './personClicks';
import { GOOGLE_CLICK_WINDOW_DAYS } from './google';
import { DAY_MS } from './platform';

interface ConversionRow {
  stage: string;
  kind: 'consultation' | 'won';
  moved_at: Date;
  amount_cents: string;
  currency: string;
  gclid: string | null;
  clicked_at: string | null;
}

// Each deal's first arrival in the consultation stage and in the won one, in the range, with the person's
// last Google click before it (from their visitors' touches, or their lead's own).
const conversionsSql = `
  SELECT DISTINCT ON (d.id, s.kind) m.to_stage AS stage, s.kind, m.moved_at, d.amount_cents, d.currency, click.gclid, click.at AS clicked_at
  FROM deal_moves m
  JOIN deals d ON d.id = m.deal_id
  JOIN deal_stages s ON s.name = m.to_stage AND s.kind IN ('consultation', 'won')
  LEFT JOIN leads l ON l.id = d.lead_id
  LEFT JOIN LATERAL (
    SELECT t.touch->>'gclid' AS gclid, t.touch->>'at' AS at
    FROM ${PERSON_TOUCHES} t
    WHERE COALESCE(t.touch->>'gclid', '') <> '' AND (t.touch->>'at' IS NULL OR (t.touch->>'at')::timestamptz <= m.moved_at)
    ORDER BY (t.touch->>'at')::timestamptz DESC NULLS LAST LIMIT 1
  ) click ON true
  WHERE m.moved_at >= ${dayStart('$1')} AND m.moved_at < ${rangeEnd}
  ORDER BY d.id, s.kind, m.moved_at`;

/**
 * Google Ads' offline conversion import file (docs/revenue.md): the time zone line, the header, and a row per
 * deal that reached the consultation stage or won in the range, by the person's last Google click; a click
 * older than Google's window is left out. Times are in the team's zone, values in the currency's units.
 */
export async function googleImportFile(db: Queryable, range: { from: string; to: string; timeZone: string }): Promise<string> {
  const rows = await db.query<ConversionRow>(conversionsSql, [range.from, range.to, range.timeZone]);
  const eligible = rows.filter((row) => row.gclid && (!row.clicked_at || Date.parse(row.clicked_at) >= new Date(row.moved_at).getTime() - GOOGLE_CLICK_WINDOW_DAYS * DAY_MS));
  const csv = toCsv(
    ['Google Click ID', 'Conversion Name', 'Conversion Time', 'Conversion Value', 'Conversion Currency'],
    eligible.map((row) => ({
      'Google Click ID': row.gclid,
      'Conversion Name': row.stage,
      'Conversion Time': DateTime.fromJSDate(new Date(row.moved_at), { zone: range.timeZone }).toFormat('yyyy-MM-dd HH:mm:ss'),
      'Conversion Value': row.kind === 'won' ? (Number(row.amount_cents) / 100).toFixed(2) : '',
      'Conversion Currency': row.kind === 'won' ? row.currency : '',
    })),
  );
  return `Parameters:TimeZone=${range.timeZone}\r\n${csv}`;
}
