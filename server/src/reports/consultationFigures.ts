import type { ApiAnswer, ConsultationReportGroup } from '@bookcraft/shared/contracts';
import { TRAFFIC_SOURCE_NAMES } from '@bookcraft/shared/core';
import type { Queryable } from '../core/db/database';
import { dayStart, rangeEnd } from './conversationFacts';

type ConsultationReport = Omit<ApiAnswer<'GET /api/staff/reports/consultations'>, 'range' | 'timeZone' | 'group'>;
export type ConsultationFigures = ConsultationReport['total'];
export type ConsultationReportRow = ConsultationReport['rows'][number];

interface FigureRow extends ConsultationFigures {
  is_total: boolean;
  key: string | null;
  label: string | null;
}

// A consultation belongs to the range when it was booked in it (the team's days), as a lead does; a
// call moved to another day stays where it was booked. Its source and campaign are its person's first
// touch, else the booking page's, as for leads (reports/figures.ts); its member is the one who has it now.
const GROUP_COLUMNS: Record<ConsultationReportGroup, { key: string; label: string }> = {
  member: { key: 'k.staff_id::text', label: 'member.display_name' },
  source: { key: 'COALESCE(c.traffic_source, l.traffic_source)', label: 'COALESCE(c.traffic_source, l.traffic_source)' },
  campaign: { key: `COALESCE(NULLIF(c.utm_campaign, ''), NULLIF(l.utm_campaign, ''), '(none)')`, label: `COALESCE(NULLIF(c.utm_campaign, ''), NULLIF(l.utm_campaign, ''), '(none)')` },
};

const figuresSql = (group: ConsultationReportGroup) => `
SELECT GROUPING(key) = 1 AS is_total, key, min(label) AS label,
  count(*)::int AS booked,
  count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
  count(*) FILTER (WHERE status = 'booked' AND outcome = 'held')::int AS held,
  count(*) FILTER (WHERE status = 'booked' AND outcome = 'no-show')::int AS "noShow",
  count(*) FILTER (WHERE status = 'booked' AND outcome IS NULL)::int AS unmarked
FROM (
  SELECT k.status, k.outcome, ${GROUP_COLUMNS[group].key} AS key, ${GROUP_COLUMNS[group].label} AS label
  FROM consultations k
  JOIN leads l ON l.id = k.lead_id
  LEFT JOIN customers c ON c.id = l.customer_id
  JOIN staff_accounts member ON member.id = k.staff_id
  WHERE k.created_at >= ${dayStart('$1')} AND k.created_at < ${rangeEnd}
) booked
GROUP BY GROUPING SETS ((key), ())`;

const figuresOf = ({ booked, cancelled, held, noShow, unmarked }: ConsultationFigures): ConsultationFigures => ({ booked, cancelled, held, noShow, unmarked });
const NONE: ConsultationFigures = { booked: 0, cancelled: 0, held: 0, noShow: 0, unmarked: 0 };
const labelOf = (group: ConsultationReportGroup, row: FigureRow) =>
  group === 'source' ? (TRAFFIC_SOURCE_NAMES[row.key as keyof typeof TRAFFIC_SOURCE_NAMES] ?? row.key!) : row.label!;

/** The consultations booked in the range, a row per member, source or campaign (most booked first), and the whole range. */
export async function consultationFigures(db: Queryable, range: { from: string; to: string; timeZone: string }, group: ConsultationReportGroup): Promise<ConsultationReport> {
  const found = await db.query<FigureRow>(figuresSql(group), [range.from, range.to, range.timeZone]);
  const total = found.find((row) => row.is_total);
  const rows = found
    .filter((row) => !row.is_total)
    .map((row) => ({ key: row.key!, label: labelOf(group, row), ...figuresOf(row) }))
    .sort((a, b) => b.booked - a.booked || a.label.localeCompare(b.label));
  return { total: total ? figuresOf(total) : NONE, rows };
}
