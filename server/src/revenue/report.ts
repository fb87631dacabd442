import type { RevenueGroup, RevenueModel, RevenueReport, Touch } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { dayStart, rangeEnd } from '../reports/conversationFacts';
import { credit, keyOf } from './credit';

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
  lead_first: Touch | null;
  lead_last: Touch | null;
  experiment: string | null;
}

interface Conversion {
  lead_first: Touch | null;
  lead_last: Touch | null;
  experiment: string | null;
  consultation: boolean;
}

const inRange = (column: string) => `${column} >= ${dayStart('$1')} AND ${column} < ${rangeEnd}`;
const EXPERIMENT = `CASE WHEN l.experiment_id IS NULL THEN NULL ELSE e.name || ' · arm ' || l.experiment_arm END`;

/** Deals won or lost in the range, with their person's visitor and their lead's touches and experiment arm. */
const closedDealsSql = `
  SELECT d.amount_cents, d.currency, s.kind = 'won' AS won, COALESCE(d.won_at, d.lost_at) AS closed_at,
    COALESCE(d.customer_id, l.customer_id)::text AS visitor_id, l.first_touch AS lead_first, l.last_touch AS lead_last, ${EXPERIMENT} AS experiment
  FROM deals d JOIN deal_stages s ON s.id = d.stage_id
    LEFT JOIN leads l ON l.id = d.lead_id LEFT JOIN experiments e ON e.id = l.experiment_id
  WHERE (s.kind = 'won' AND ${inRange('d.won_at')}) OR (s.kind = 'lost' AND ${inRange('d.lost_at')})`;

/** Leads left in the range (spam left out), each a consultation or not: a consultation's booking is a lead. */
const conversionsSql = `
  SELECT l.first_touch AS lead_first, l.last_touch AS lead_last, ${EXPERIMENT} AS experiment,
    EXISTS (SELECT 1 FROM consultations k WHERE k.lead_id = l.id) AS consultation
  FROM leads l LEFT JOIN experiments e ON e.id = l.experiment_id
  WHERE ${inRange('l.created_at')} AND NOT l.suspected_bot`;

/** Every touch of the people of these visitors (their other devices too), oldest first, by visitor. */
async function touchesByVisitor(db: Queryable, visitorIds: string[]): Promise<Map<string, { touch: Touch; at: number }[]>> {
  const siblings = await db.query<{ visitor: string; sibling: string }>(
    `SELECT v.id::text AS visitor, COALESCE(l2.customer_id, v.id)::text AS sibling
     FROM unnest($1::uuid[]) AS v(id) LEFT JOIN person_links l1 ON l1.customer_id = v.id LEFT JOIN person_links l2 ON l2.person_id = l1.person_id`,
    [visitorIds],
  );
  const all = [...new Set(siblings.map((row) => row.sibling))];
  const rows = await db.query<{ visitor: string; touch: Touch; at: Date }>(
    `SELECT id::text AS visitor, first_touch AS touch, created_at AS at FROM customers WHERE id = ANY($1::uuid[]) AND first_touch IS NOT NULL
     UNION ALL
     SELECT customer_id::text, touch, created_at FROM customer_utm WHERE customer_id = ANY($1::uuid[]) AND touch IS NOT NULL`,
    [all],
  );
  const own = new Map<string, { touch: Touch; at: number }[]>();
  for (const row of rows) own.set(row.visitor, [...(own.get(row.visitor) ?? []), { touch: row.touch, at: new Date(row.at).getTime() }]);
  const byVisitor = new Map<string, { touch: Touch; at: number }[]>();
  for (const { visitor, sibling } of siblings) byVisitor.set(visitor, [...(byVisitor.get(visitor) ?? []), ...(own.get(sibling) ?? [])]);
  for (const path of byVisitor.values()) path.sort((a, b) => a.at - b.at);
  return byVisitor;
}

/** A lead's own path: its first touch, and its last when that is another. */
function leadPath(first: Touch | null, last: Touch | null): Touch[] {
  if (!first) return last ? [last] : [];
  return last && JSON.stringify(last) !== JSON.stringify(first) ? [first, last] : [first];
}

const empty = (): Figures => ({ revenueCents: 0, dealsWon: 0, dealsLost: 0, winRate: null, consultations: 0, leads: 0 });
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Revenue per campaign (docs/revenue.md): each deal won or lost in the range, each lead and each
 * consultation booked in it, credited by the model to the touches that brought the person (a deal: every
 * touch of the person up to its close; a lead: its first and last touch), then added up per source,
 * medium, campaign, keyword or landing page of those touches; by experiment arm, to the lead's arm whole.
 */
export async function revenueReport(db: Queryable, scope: Scope): Promise<Omit<RevenueReport, 'range' | 'timeZone' | 'model' | 'group'>> {
  const params = [scope.from, scope.to, scope.timeZone];
  const [deals, conversions] = await Promise.all([db.query<ClosedDeal>(closedDealsSql, params), db.query<Conversion>(conversionsSql, params)]);
  const counted = deals.filter((deal) => deal.currency === CURRENCY);
  const paths = await touchesByVisitor(db, [...new Set(counted.map((deal) => deal.visitor_id).filter((id): id is string => Boolean(id)))]);

  const rows = new Map<string, Figures>();
  const add = (path: Touch[], experiment: string | null, add: (figures: Figures, share: number) => void) => {
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
      figures.leads += share;
      if (lead.consultation) figures.consultations += share;
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
