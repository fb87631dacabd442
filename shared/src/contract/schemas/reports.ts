import { z } from 'zod';
import { calendarDay } from './calendarDay';

// The Reports tab's questions: a range of days in the team's time zone, how to group it, and which
// conversations lie behind one figure (docs/team.md, "Reports").

/** The longest range one report reads: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_GROUPS = ['day', 'member', 'campaign'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** The conversations behind one figure: the missed ones, the rated ones, or those a member answered. */
export const REPORT_FIGURES = ['missed', 'rated', 'answered'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

/** The consultations' report groups: who took the calls, and where the people who booked them came from. */
export const CONSULTATION_REPORT_GROUPS = ['member', 'source', 'campaign'] as const;
export type ConsultationReportGroup = (typeof CONSULTATION_REPORT_GROUPS)[number];

export const REPORT_MESSAGES = {
  date: 'Enter a date as YYYY-MM-DD.',
  order: 'The first day must not be after the last.',
  tooLong: `Choose at most ${REPORT_MAX_DAYS} days.`,
  group: 'Group by day, member or campaign.',
  consultationGroup: 'Group by member, source or campaign.',
  key: 'Choose a row of the report.',
  keyWithoutGroup: 'A row needs its grouping.',
  figure: 'Choose missed, rated or answered.',
} as const;

const day = calendarDay(REPORT_MESSAGES.date);
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
const format = z.enum(['json', 'csv']).default('json');
const group = z.enum(REPORT_GROUPS, REPORT_MESSAGES.group);

const rangeShape = { from: day, to: day };
/** Both ends included; the days are the team's (its time zone), and a year at most. */
const checkRange = (range: { from: string; to: string }, context: z.RefinementCtx) => {
  if (range.from > range.to) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.order, path: ['from'] });
  else if (daysBetween(range.from, range.to) > REPORT_MAX_DAYS) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.tooLong, path: ['to'] });
};

/** `GET /api/staff/reports`: one report's rows, as JSON or as a CSV download. */
export const reportQuerySchema = z.strictObject({ ...rangeShape, group, format }).superRefine(checkRange);

/** `GET /api/staff/reports/conversations`: the conversations of the range, or of one row (`group` + `key`) and one figure. */
export const reportConversationsQuerySchema = z
  .strictObject({
    ...rangeShape,
    group: group.optional(),
    /** A row's key as the report answered it: a day, a member's id ('' for nobody), a campaign. */
    key: z.string(REPORT_MESSAGES.key).max(200, REPORT_MESSAGES.key).optional(),
    figure: z.enum(REPORT_FIGURES, REPORT_MESSAGES.figure).optional(),
    format,
  })
  .superRefine((query, context) => {
    checkRange(query, context);
    if (query.key !== undefined && !query.group) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.keyWithoutGroup, path: ['key'] });
  });

/** `GET /api/staff/reports/consultations`: the consultations booked in the range, by member, source or campaign, as JSON or CSV. */
export const consultationReportQuerySchema = z
  .strictObject({ ...rangeShape, group: z.enum(CONSULTATION_REPORT_GROUPS, REPORT_MESSAGES.consultationGroup), format })
  .superRefine(checkRange);

/** `GET /api/staff/reports/help`: the chat's first answers of the range, as JSON or CSV (the knowledge gaps). */
export const helpReportQuerySchema = z.strictObject({ ...rangeShape, format }).superRefine(checkRange);
