import type { Database } from '../db/database';

export interface StatsRange {
  from: string;
  to: string;
}

const ratio = (leads: number, visitors: number) => (visitors ? Math.round((leads / visitors) * 1000) / 10 : 0);

/** Conversion by one visitor attribute: visitors first seen in the range, and the leads they left. */
async function conversionBy(db: Database, column: 'landing_page' | 'utm_campaign' | 'traffic_source', range: StatsRange) {
  const rows = await db.query<{ key: string; visitors: number; leads: number }>(
    `SELECT c.${column} AS key, count(DISTINCT c.id)::int AS visitors, count(l.id)::int AS leads
     FROM customers c LEFT JOIN leads l ON l.customer_id = c.id AND NOT l.suspected_bot
     WHERE c.created_at >= $1::date AND c.created_at < $2::date + 1
     GROUP BY c.${column} ORDER BY leads DESC, visitors DESC LIMIT 50`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ ...row, conversionRate: ratio(row.leads, row.visitors) }));
}

/** The console's dashboard: who is here now, visitors and leads per day, and what converts (spam is no lead: docs/spam.md). */
export async function dashboardStats(db: Database, range: StatsRange) {
  const [online] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM customers WHERE presence <> 'offline' AND last_seen_at > now() - interval '5 minutes'`,
  );
  const visitorsPerDay = await db.query<{ day: string; visitors: number }>(
    `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, count(*)::int AS visitors FROM customers
     WHERE created_at >= $1::date AND created_at < $2::date + 1 GROUP BY 1 ORDER BY 1`,
    [range.from, range.to],
  );
  const leadsPerDay = await db.query<{ day: string; leads: number }>(
    `SELECT to_char(created_at, 'YYYY-MM-DD') AS day, count(*)::int AS leads FROM leads
     WHERE NOT suspected_bot AND created_at >= $1::date AND created_at < $2::date + 1 GROUP BY 1 ORDER BY 1`,
    [range.from, range.to],
  );
  return {
    range,
    onlineNow: online!.count,
    visitorsPerDay,
    leadsPerDay,
    byLandingPage: await conversionBy(db, 'landing_page', range),
    byCampaign: await conversionBy(db, 'utm_campaign', range),
    bySource: await conversionBy(db, 'traffic_source', range),
  };
}
