import { z } from 'zod';
import { CONSULTATION_REPORT_GROUPS, REPORT_GROUPS } from '../schemas/reports';

// The Reports tab's answers (docs/team.md, "Reports"): every duration in whole seconds, null when no
// conversation of the row has one. A duration is never negative: a conversation closed before its
// first message has contradicting dates, is counted and flagged (`impossibleDates`), and has no resolution.

const count = z.number().int().min(0);
const seconds = z.number().int().min(0).nullable();
const spread = z.strictObject({ median: seconds, p90: seconds });

/** What one row of a report (a day, a member, a campaign, or the whole range) counts. */
export const reportFiguresSchema = z.strictObject({
  conversations: count,
  /** Conversations with at least one member reply. */
  handled: count,
  missed: count,
  /** From the visitor's first message to the first member reply, counting working hours only. */
  firstResponse: spread,
  /** From the visitor's first message to the close, closed conversations only, those with impossible dates left out. */
  resolution: spread,
  ratings: z.strictObject({
    count,
    /** Two decimals. */
    average: z.number().nullable(),
    /** The share of 4 and 5, in percent with one decimal. */
    satisfiedPercent: z.number().nullable(),
  }),
  /** Leads left in the range (by day, by campaign); null by member, where a lead names nobody. */
  leads: count.nullable(),
  /** Conversations whose dates contradict each other (closed before the visitor's first message): counted above, left out of the resolution. */
  impossibleDates: count,
});

export const reportSchema = z.strictObject({
  range: z.strictObject({ from: z.string(), to: z.string() }),
  timeZone: z.string(),
  group: z.enum(REPORT_GROUPS),
  total: reportFiguresSchema,
  rows: z.array(reportFiguresSchema.extend({ key: z.string(), label: z.string() })),
});

/** One conversation behind a figure. */
export const reportConversationSchema = z.strictObject({
  roomId: z.string(),
  customerId: z.string(),
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  labels: z.array(z.string()),
  startedAt: z.string(),
  firstReplyAt: z.string().nullable(),
  firstResponseSeconds: seconds,
  closedAt: z.string().nullable(),
  /** Null while open, and when the dates contradict each other (`impossibleDates`). */
  resolutionSeconds: seconds,
  /** Closed before the visitor's first message: two clocks dated it, so it has no resolution. */
  impossibleDates: z.boolean(),
  missed: z.boolean(),
  rating: z.number().int().min(1).max(5).nullable(),
  campaign: z.string(),
});

export const reportConversationsSchema = z.strictObject({
  conversations: z.array(reportConversationSchema),
  /** All the conversations the question names; the JSON list holds the first 500 of them, oldest first (the CSV holds all). */
  total: count,
});

/**
 * What one row of the consultations' report counts: the calls booked in the range (by the day they were
 * booked, as leads are counted), and what became of them so far.
 */
export const consultationFiguresSchema = z.strictObject({
  booked: count,
  cancelled: count,
  held: count,
  noShow: count,
  /** Still booked, with no outcome recorded: calls to come, and calls nobody has marked yet. */
  unmarked: count,
});

export const consultationReportSchema = z.strictObject({
  range: z.strictObject({ from: z.string(), to: z.string() }),
  timeZone: z.string(),
  group: z.enum(CONSULTATION_REPORT_GROUPS),
  total: consultationFiguresSchema,
  rows: z.array(consultationFiguresSchema.extend({ key: z.string(), label: z.string() })),
});
