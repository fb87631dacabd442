import type { ReportGroup } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { dayStart, FACTS, factsParams, GROUP_COLUMNS, rangeEnd, type ReportScope } from './conversationFacts';

interface FigureRow {
  is_total: boolean;
  key: string | null;
  label: string | null;
  conversations: number;
  handled: number;
  missed: number;
  first_median: number | null;
  first_p90: number | null;
  resolution_median: number | null;
  resolution_p90: number | null;
  ratings: number;
  rating_average: number | null;
  satisfied_percent: number | null;
  impossible_dates: number;
}

export interface ReportFigures {
  conversations: number;
  handled: number;
  missed: number;
  firstResponse: { median: number | null; p90: number | null };
  resolution: { median: number | null; p90: number | null };
  ratings: { count: number; average: number | null; satisfiedPercent: number | null };
  leads: number | null;
  /** Conversations whose dates contradict each other (closed before their first message): counted, but with no resolution. */
  impossibleDates: number;
}
export interface ReportRow extends ReportFigures {
  key: string;
  label: string;
}

// Percentiles are PostgreSQL's percentile_cont: linear interpolation between the two nearest values
// (the p-th of n sorted values sits at position 1 + p(n - 1)); then rounded to whole seconds. They
// skip nulls, so a conversation with impossible dates (no resolution) is left out of the resolution's.
const figuresSql = (group: ReportGroup) => `${FACTS}
SELECT GROUPING(key) = 1 AS is_total, key, label,
  count(*)::int AS conversations,
  count(first_reply_at)::int AS handled,
  count(*) FILTER (WHERE missed)::int AS missed,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY first_response_seconds))::int AS first_median,
  round(percentile_cont(0.9) WITHIN GROUP (ORDER BY first_response_seconds))::int AS first_p90,
  round(percentile_cont(0.5) WITHIN GROUP (ORDER BY resolution_seconds))::int AS resolution_median,
  round(percentile_cont(0.9) WITHIN GROUP (ORDER BY resolution_seconds))::int AS resolution_p90,
  count(rating)::int AS ratings,
  round(avg(rating), 2)::float8 AS rating_average,
  round(100.0 * count(*) FILTER (WHERE rating >= 4) / NULLIF(count(rating), 0), 1)::float8 AS satisfied_percent,
  count(*) FILTER (WHERE impossible_dates)::int AS impossible_dates
FROM (SELECT facts.*, ${GROUP_COLUMNS[group].key} AS key, ${GROUP_COLUMNS[group].label} AS label FROM facts) grouped
GROUP BY GROUPING SETS ((key, label), ())`;

/**
 * Leads left in the range, not flagged as bots, by the day they came or by campaign: the first-touch
 * campaign of the visitor who left one, else the campaign the lead came with, else (none).
 */
const leadsSql = (group: 'day' | 'campaign') => `
SELECT GROUPING(key) = 1 AS is_total, key, count(*)::int AS leads
FROM (
  SELECT ${group === 'day' ? `to_char(l.created_at AT TIME ZONE $3, 'YYYY-MM-DD')` : `COALESCE(NULLIF(c.utm_campaign, ''), NULLIF(l.utm_campaign, ''), '(none)')`} AS key
  FROM leads l LEFT JOIN customers c ON c.id = l.customer_id
  WHERE l.created_at >= ${dayStart('$1')} AND l.created_at < ${rangeEnd} AND NOT l.suspected_bot
) dated
GROUP BY GROUPING SETS ((key), ())`;

const noConversations = (leads: number | null): ReportFigures => ({
  conversations: 0,
  handled: 0,
  missed: 0,
  firstResponse: { median: null, p90: null },
  resolution: { median: null, p90: null },
  ratings: { count: 0, average: null, satisfiedPercent: null },
  leads,
  impossibleDates: 0,
});

const toFigures = (row: FigureRow, leads: number | null): ReportFigures => ({
  conversations: row.conversations,
  handled: row.handled,
  missed: row.missed,
  firstResponse: { median: row.first_median, p90: row.first_p90 },
  resolution: { median: row.resolution_median, p90: row.resolution_p90 },
  ratings: { count: row.ratings, average: row.rating_average, satisfiedPercent: row.satisfied_percent },
  leads,
  impossibleDates: row.impossible_dates,
});

/** Every day of the range, so a quiet day reads as a row of zeros. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

/** One report: a row per day, member or campaign, and the whole range, all counted in SQL from the stored rows. */
export async function reportFigures(db: Queryable, scope: ReportScope, group: ReportGroup): Promise<{ total: ReportFigures; rows: ReportRow[] }> {
  const params = factsParams(scope);
  const figureRows = await db.query<FigureRow>(figuresSql(group), params);
  const leadRows = group === 'member' ? [] : await db.query<{ is_total: boolean; key: string | null; leads: number }>(leadsSql(group), params.slice(0, 3));
  const leadsOf = (key: string | null) => (group === 'member' ? null : (leadRows.find((row) => row.key === key && !row.is_total)?.leads ?? 0));
  const totalLeads = group === 'member' ? null : (leadRows.find((row) => row.is_total)?.leads ?? 0);

  const counted = new Map(figureRows.filter((row) => !row.is_total).map((row) => [row.key!, row]));
  const keys = group === 'day' ? daysOf(scope.from, scope.to) : [...new Set([...counted.keys(), ...leadRows.filter((row) => !row.is_total).map((row) => row.key!)])];
  const rows = keys.map((key): ReportRow => {
    const row = counted.get(key);
    return { key, label: row?.label ?? key, ...(row ? toFigures(row, leadsOf(key)) : noConversations(leadsOf(key))) };
  });
  if (group === 'member') rows.sort((a, b) => a.label.localeCompare(b.label));
  if (group === 'campaign') rows.sort((a, b) => b.conversations - a.conversations || (b.leads ?? 0) - (a.leads ?? 0) || a.key.localeCompare(b.key));
  const total = figureRows.find((row) => row.is_total);
  return { total: total ? toFigures(total, totalLeads) : noConversations(totalLeads), rows };
}
