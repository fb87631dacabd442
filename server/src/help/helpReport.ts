import type { ApiAnswer } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { dayStart, rangeEnd } from '../reports/conversationFacts';
import { toCsv } from '../leads/csv';

export type HelpReport = ApiAnswer<'GET /api/staff/reports/help'>;

/** A visitor who neither said it answered them nor asked for a person within this long was answered. */
const SILENCE_ANSWERS = "interval '24 hours'";
/** The knowledge gaps shown: the questions asked most often first. */
const GAPS_SHOWN = 50;

// The questions asked in the range (the team's days). Counted at each call from the stored rows, so a
// question whose day of silence ends later is counted as resolved from then on.
const FIGURES_SQL = `
SELECT count(*)::int AS questions,
  count(*) FILTER (WHERE cardinality(suggested) > 0)::int AS suggested,
  count(*) FILTER (WHERE outcome = 'answered' OR (cardinality(suggested) > 0 AND outcome IS NULL AND asked_at <= $4::timestamptz - ${SILENCE_ANSWERS}))::int AS resolved,
  count(*) FILTER (WHERE outcome = 'handed_over')::int AS "handedOver",
  count(*) FILTER (WHERE cardinality(suggested) > 0 AND outcome IS NULL AND asked_at > $4::timestamptz - ${SILENCE_ANSWERS})::int AS open
FROM help_questions WHERE asked_at >= ${dayStart('$1')} AND asked_at < ${rangeEnd}`;

// A gap is a question as visitors wrote it, folded for case and spaces so that the same question
// counts once however it was typed.
const GAPS_SQL = `
SELECT min(question) AS question, count(*)::int AS asked, max(asked_at) AS "lastAskedAt"
FROM help_questions
WHERE cardinality(suggested) = 0 AND asked_at >= ${dayStart('$1')} AND asked_at < ${rangeEnd}
GROUP BY lower(regexp_replace(trim(question), '\\s+', ' ', 'g'))
ORDER BY asked DESC, max(asked_at) DESC
LIMIT ${GAPS_SHOWN}`;

export async function helpReport(db: Queryable, range: { from: string; to: string; timeZone: string }, now: Date): Promise<HelpReport> {
  const params = [range.from, range.to, range.timeZone];
  const [[figures], gaps] = await Promise.all([
    db.query<Omit<HelpReport, 'from' | 'to' | 'gaps'>>(FIGURES_SQL, [...params, now]),
    db.query<{ question: string; asked: number; lastAskedAt: Date }>(GAPS_SQL, params),
  ]);
  return {
    from: range.from,
    to: range.to,
    ...figures!,
    gaps: gaps.map((gap) => ({ question: gap.question, asked: gap.asked, lastAskedAt: new Date(gap.lastAskedAt).toISOString() })),
  };
}

/** The knowledge gaps as a spreadsheet: the questions nothing answered, most asked first. */
export const knowledgeGapsCsv = (report: HelpReport) =>
  toCsv(['question', 'asked', 'last_asked_at'], report.gaps.map((gap) => ({ question: gap.question, asked: gap.asked, last_asked_at: gap.lastAskedAt })));
