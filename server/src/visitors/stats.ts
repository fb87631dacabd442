import type { Database } from '../core/db/database';

export interface StatsRange {
  from: string;
  to: string;
}

/** Which touch a lead is credited to: its visitor's first, or its own last. */
type Touch = 'first' | 'last';

/** A stored touch's (jsonb) campaign, or its traffic source read from its landing page as trafficSourceOf does. */
const KEY_OF_TOUCH = {
  utm_campaign: (touch: string) => `COALESCE(${touch}->>'utm_campaign', '')`,
  traffic_source: (touch: string) => `COALESCE(substring(${touch}->>'landingPage' from '/LP-[A-Z]+-(GAD|MET|LNK)\\M'), 'organic')`,
};

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

/**
 * Conversion by the last touch: a visitor first seen in the range counts for every campaign (or
 * source) that brought them, their first touch and each later non-direct arrival; a lead counts
 * once, for its own last touch.
 */
async function conversionByLastTouch(db: Database, column: keyof typeof KEY_OF_TOUCH, range: StatsRange) {
  const keyOf = KEY_OF_TOUCH[column];
  const rows = await db.query<{ key: string; visitors: number; leads: number }>(
    `WITH v AS (SELECT id, ${column} AS first_key FROM customers WHERE created_at >= $1::date AND created_at < $2::date + 1),
     touched AS (
       SELECT id AS visitor, first_key AS key FROM v
       UNION SELECT u.customer_id, ${keyOf('u.touch')} FROM customer_utm u JOIN v ON v.id = u.customer_id WHERE u.touch IS NOT NULL
     ),
     seen AS (SELECT key, count(DISTINCT visitor)::int AS visitors FROM touched GROUP BY key),
     converted AS (
       SELECT CASE WHEN l.last_touch IS NULL THEN v.first_key ELSE ${keyOf('l.last_touch')} END AS key, count(*)::int AS leads
       FROM leads l JOIN v ON v.id = l.customer_id WHERE NOT l.suspected_bot GROUP BY 1
     )
     SELECT COALESCE(s.key, k.key) AS key, COALESCE(s.visitors, 0) AS visitors, COALESCE(k.leads, 0) AS leads
     FROM seen s FULL JOIN converted k ON k.key = s.key
     ORDER BY leads DESC, visitors DESC LIMIT 50`,
    [range.from, range.to],
  );
  return rows.map((row) => ({ ...row, conversionRate: ratio(row.leads, row.visitors) }));
}

/** The console's dashboard: who is here now, visitors and leads per day, and what converts (spam is no lead: docs/spam.md). */
export async function dashboardStats(db: Database, range: StatsRange, now: Date, touch: Touch = 'first') {
  const [online] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM customers WHERE presence <> 'offline' AND last_seen_at > $1::timestamptz - interval '5 minutes'`,
    [now],
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
    byCampaign: await (touch === 'last' ? conversionByLastTouch : conversionBy)(db, 'utm_campaign', range),
    bySource: await (touch === 'last' ? conversionByLastTouch : conversionBy)(db, 'traffic_source', range),
  };
}
