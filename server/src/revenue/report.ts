import type { RevenueGroup, RevenueModel, RevenueReport } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { dayStart, rangeEnd } from '../reports/conversationFacts';
import { credit, keyOf, KEY_FIELDS, PRESENCE_FIELDS, type KeyedGroup, type KeyedTouch } from './credit';

type Figures = RevenueReport['total'];
type Scope = { from: string; to: string; timeZone: string; model: RevenueModel; group: RevenueGroup };

/** The currency the report adds up; deals in another are counted apart, not converted. */
const CURRENCY = 'USD';
const NO_EXPERIMENT = '(no experiment)';

interface ClosedDeal {
  amount_cents: string;
  currency: string;
  won: boolean;
  closed_at: Date;
  visitor_id: string | null;
  lead_first: KeyedTouch | null;
  lead_last: KeyedTouch | null;
  experiment: string | null;
}

/** Leads alike (the same touches as the grouping reads them, arm and consultation), counted. */
interface Conversion {
  lead_first: KeyedTouch | null;
  lead_last: KeyedTouch | null;
  experiment: string | null;
  consultation: boolean;
  count: number;
}

const inRange = (column: string) => `${column} >= ${dayStart('$1')} AND ${column} < ${rangeEnd}`;
const EXPERIMENT = `CASE WHEN l.experiment_id IS NULL THEN NULL ELSE e.name || ' · arm ' || l.experiment_arm END`;
/**
 * A touch column as the grouping's key reads it (KEY_FIELDS), null when there is none: a report reads
 * tens of thousands of touches, and the rest of each (and all of it by experiment arm) stays in the database.
 */
const keyed = (column: string, group: RevenueGroup) =>
  group === 'experiment'
    ? 'NULL::jsonb'
    : `CASE WHEN jsonb_typeof(${column}) = 'object' THEN jsonb_build_object(${KEY_FIELDS[group].map((field) => `'${field}', ${fieldOf(column, field)}`).join(', ')}) END`;
const fieldOf = (column: string, field: string) => (PRESENCE_FIELDS.includes(field as never) ? `CASE WHEN COALESCE(${column} ->> '${field}', '') <> '' THEN 'x' ELSE '' END` : `${column} -> '${field}'`);
/** A lead's first and last touch; the last is left out when it is the first, compared whole before `keyed` trims them. */
const leadTouches = (group: RevenueGroup) =>
  `${keyed('l.first_touch', group)} AS lead_first, CASE WHEN l.first_touch IS NOT NULL AND l.last_touch = l.first_touch THEN NULL ELSE ${keyed('l.last_touch', group)} END AS lead_last`;
/** The lead's experiment arm, read only when the report is by arm. */
const experimentOf = (group: RevenueGroup) => (group === 'experiment' ? EXPERIMENT : 'NULL::text');

/** Deals won or lost in the range, with their person's visitor and their lead's touches and experiment arm. */
const closedDealsSql = (group: RevenueGroup) => `
  SELECT d.amount_cents, d.currency, s.kind = 'won' AS won, COALESCE(d.won_at, d.lost_at) AS closed_at,
    COALESCE(d.customer_id, l.customer_id)::text AS visitor_id, ${leadTouches(group)}, ${experimentOf(group)} AS experiment
  FROM deals d JOIN deal_stages s ON s.id = d.stage_id
    LEFT JOIN leads l ON l.id = d.lead_id LEFT JOIN experiments e ON e.id = l.experiment_id
  WHERE (s.kind = 'won' AND ${inRange('d.won_at')}) OR (s.kind = 'lost' AND ${inRange('d.lost_at')})`;

/**
 * Leads left in the range (spam left out), each a consultation or not (a consultation's booking is a
 * lead), counted by what the report reads of them: tens of thousands of leads come back as the few
 * hundred ways they differ. The consultations are joined once rather than looked up per lead:
 * PostgreSQL costs a lookup per lead, and over tens of thousands of leads that estimate alone had it
 * compile the query (JIT), which took longer than running it.
 */
const conversionsSql = (group: RevenueGroup) => `
  SELECT lead_first, lead_last, experiment, consultation, count(*)::int AS count FROM (
    SELECT ${leadTouches(group)}, ${experimentOf(group)} AS experiment, k.lead_id IS NOT NULL AS consultation
    FROM leads l LEFT JOIN experiments e ON e.id = l.experiment_id
      LEFT JOIN (SELECT DISTINCT lead_id FROM consultations) k ON k.lead_id = l.id
    WHERE ${inRange('l.created_at')} AND NOT l.suspected_bot
  ) lead GROUP BY lead_first, lead_last, experiment, consultation`;

/**
 * Every touch of the people of these visitors (their other devices too), oldest first, by visitor. The
 * touches are looked up visitor by visitor through their indexes: a scan for a few thousand visitors
 * read every page of both tables, and PostgreSQL keeps no table that large in its cache for a scan.
 * Those thousands of lookups cost PostgreSQL past its threshold for compiling the query (JIT), and the
 * compiling took a third of the query's time: it is off for this statement.
 */
async function touchesByVisitor(db: Database, visitorIds: string[], group: KeyedGroup): Promise<Map<string, { touch: KeyedTouch; at: number }[]>> {
  const rows = await withoutJit(db, (tx) => tx.query<{ visitor: string; touch: KeyedTouch; at: Date }>(
    `SELECT v.id::text AS visitor, t.touch, t.at
     FROM unnest($1::uuid[]) AS v(id) LEFT JOIN person_links l1 ON l1.customer_id = v.id LEFT JOIN person_links l2 ON l2.person_id = l1.person_id
       CROSS JOIN LATERAL (SELECT COALESCE(l2.customer_id, v.id) AS id) sibling
       CROSS JOIN LATERAL (
         SELECT ${keyed('c.first_touch', group)} AS touch, c.created_at AS at FROM customers c WHERE c.id = sibling.id AND c.first_touch IS NOT NULL
         UNION ALL
         SELECT ${keyed('u.touch', group)}, u.created_at FROM customer_utm u WHERE u.customer_id = sibling.id AND u.touch IS NOT NULL) t`,
    [visitorIds],
  ));
  const byVisitor = new Map<string, { touch: KeyedTouch; at: number }[]>();
  for (const row of rows) {
    const path = byVisitor.get(row.visitor) ?? [];
    path.push({ touch: row.touch, at: new Date(row.at).getTime() });
    byVisitor.set(row.visitor, path);
  }
  for (const path of byVisitor.values()) path.sort((a, b) => a.at - b.at);
  return byVisitor;
}

/** `work` in a transaction of its own with PostgreSQL's JIT compiling off (PGlite has none). */
function withoutJit<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SET LOCAL jit = off');
    return work(tx);
  });
}

/** A lead's own path: its first touch, and its last when that is another (LEAD_TOUCHES leaves it out when it is not). */
function leadPath(first: KeyedTouch | null, last: KeyedTouch | null): KeyedTouch[] {
  if (!first) return last ? [last] : [];
  return last ? [first, last] : [first];
}

const empty = (): Figures => ({ revenueCents: 0, dealsWon: 0, dealsLost: 0, winRate: null, consultations: 0, leads: 0 });
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Revenue per campaign (docs/revenue.md): each deal won or lost in the range, each lead and each
 * consultation booked in it, credited by the model to the touches that brought the person (a deal: every
 * touch of the person up to its close; a lead: its first and last touch), then added up per source,
 * medium, campaign, keyword or landing page of those touches; by experiment arm, to the lead's arm whole.
 */
export async function revenueReport(db: Database, scope: Scope): Promise<Omit<RevenueReport, 'range' | 'timeZone' | 'model' | 'group'>> {
  const params = [scope.from, scope.to, scope.timeZone];
  // The deals and their people's touches are read while the leads are.
  const closedDeals = db.query<ClosedDeal>(closedDealsSql(scope.group), params).then(async (deals) => {
    const counted = deals.filter((deal) => deal.currency === CURRENCY);
    const visitorIds = [...new Set(counted.map((deal) => deal.visitor_id).filter((id): id is string => Boolean(id)))];
    // By experiment arm a conversion counts whole for its lead's arm: its touches are not read.
    const paths = scope.group === 'experiment' ? new Map<string, { touch: KeyedTouch; at: number }[]>() : await touchesByVisitor(db, visitorIds, scope.group);
    return { deals, counted, paths };
  });
  const [{ deals, counted, paths }, conversions] = await Promise.all([closedDeals, db.query<Conversion>(conversionsSql(scope.group), params)]);

  const rows = new Map<string, Figures>();
  const add = (path: KeyedTouch[], experiment: string | null, add: (figures: Figures, share: number) => void) => {
    const shares =
      scope.group === 'experiment'
        ? [{ key: experiment ?? NO_EXPERIMENT, share: 1 }]
        : path.length
          ? credit(path, scope.model).map(({ touch, share }) => ({ key: keyOf(touch, scope.group as Exclude<RevenueGroup, 'experiment'>), share }))
          : [{ key: keyOf(null, scope.group as Exclude<RevenueGroup, 'experiment'>), share: 1 }];
    for (const { key, share } of shares) {
      const figures = rows.get(key) ?? empty();
      add(figures, share);
      rows.set(key, figures);
    }
  };
  for (const deal of counted) {
    const closedAt = new Date(deal.closed_at).getTime();
    const personPath = (deal.visitor_id ? paths.get(deal.visitor_id) : undefined)?.filter((touch) => touch.at <= closedAt).map((touch) => touch.touch);
    const path = personPath?.length ? personPath : leadPath(deal.lead_first, deal.lead_last);
    add(path, deal.experiment, (figures, share) => {
      if (deal.won) (figures.revenueCents += share * Number(deal.amount_cents)), (figures.dealsWon += share);
      else figures.dealsLost += share;
    });
  }
  for (const lead of conversions) {
    add(leadPath(lead.lead_first, lead.lead_last), lead.experiment, (figures, share) => {
      figures.leads += share * lead.count;
      if (lead.consultation) figures.consultations += share * lead.count;
    });
  }

  const finish = (figures: Figures): Figures => ({
    revenueCents: Math.round(figures.revenueCents),
    dealsWon: round(figures.dealsWon),
    dealsLost: round(figures.dealsLost),
    winRate: figures.dealsWon + figures.dealsLost > 0 ? round(figures.dealsWon / (figures.dealsWon + figures.dealsLost)) : null,
    consultations: round(figures.consultations),
    leads: round(figures.leads),
  });
  const total = [...rows.values()].reduce((sum, figures) => {
    for (const field of ['revenueCents', 'dealsWon', 'dealsLost', 'consultations', 'leads'] as const) sum[field] += figures[field];
    return sum;
  }, empty());
  return {
    currency: CURRENCY,
    otherCurrencyDeals: deals.length - counted.length,
    total: finish(total),
    rows: [...rows.entries()].map(([key, figures]) => ({ key, ...finish(figures) })).sort((a, b) => b.revenueCents - a.revenueCents || b.leads - a.leads || a.key.localeCompare(b.key)),
  };
}
