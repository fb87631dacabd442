import { z } from 'zod';
import { calendarDay } from './calendarDay';

// Revenue per campaign (docs/revenue.md): the deals won in a range of days, and the leads,
// consultations and deals lost beside them, credited to the touches that brought each person.

export const REVENUE_MODELS = ['first', 'last', 'linear', 'u-shaped'] as const;
export type RevenueModel = (typeof REVENUE_MODELS)[number];
export const REVENUE_GROUPS = ['source', 'medium', 'campaign', 'keyword', 'landingPage', 'experiment'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

/** Each model's rule, as the report states it. */
export const REVENUE_MODEL_RULES: Record<RevenueModel, { name: string; rule: string }> = {
  first: { name: 'First touch', rule: 'All of the credit goes to the touch that first brought the person.' },
  last: { name: 'Last touch', rule: 'All of the credit goes to the last touch before the lead (or, for a deal, before it was won or lost).' },
  linear: { name: 'Linear', rule: 'The credit is split equally among all the touches.' },
  'u-shaped': { name: 'U-shaped', rule: 'The first and the last touch get 40% each, the touches between share 20%; with two touches, 50% each.' },
};

export const REVENUE_GROUP_NAMES: Record<RevenueGroup, string> = {
  source: 'Source',
  medium: 'Medium',
  campaign: 'Campaign',
  keyword: 'Keyword',
  landingPage: 'Landing page',
  experiment: 'Experiment arm',
};

const MESSAGES = { date: 'Enter a date as YYYY-MM-DD.', order: 'The first day must not be after the last.', model: 'Choose first touch, last touch, linear or U-shaped.', group: 'Choose what to group by.' };

/** `GET /api/staff/reports/revenue`: a range of the team's days (by won date), a model and a grouping, as JSON or CSV. */
export const revenueQuerySchema = z
  .strictObject({
    from: calendarDay(MESSAGES.date),
    to: calendarDay(MESSAGES.date),
    model: z.enum(REVENUE_MODELS, MESSAGES.model),
    group: z.enum(REVENUE_GROUPS, MESSAGES.group),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((range, context) => {
    if (range.from > range.to) context.addIssue({ code: 'custom', message: MESSAGES.order, path: ['from'] });
  });

/** `GET /api/staff/reports/google-conversions`: the days whose conversions the file holds. */
export const conversionImportQuerySchema = z
  .strictObject({ from: calendarDay(MESSAGES.date), to: calendarDay(MESSAGES.date) })
  .superRefine((range, context) => {
    if (range.from > range.to) context.addIssue({ code: 'custom', message: MESSAGES.order, path: ['from'] });
  });

/** One row's figures: credited shares, so counts may be fractions (two decimals). */
const revenueFiguresSchema = z.strictObject({
  /** Won revenue, in cents. */
  revenueCents: z.number(),
  dealsWon: z.number(),
  dealsLost: z.number(),
  /** Won / (won + lost), null when neither. */
  winRate: z.number().nullable(),
  consultations: z.number(),
  leads: z.number(),
});

/** What a campaign cost in the range (ad spend uploaded for its name), and what that bought; null where nothing was bought. */
const spendFiguresSchema = z.strictObject({
  costCents: z.number(),
  perLeadCents: z.number().nullable(),
  perConsultationCents: z.number().nullable(),
  perWonDealCents: z.number().nullable(),
  /** Return on ad spend: won revenue divided by the cost; null when nothing was spent. */
  roas: z.number().nullable(),
});

export const revenueReportSchema = z.strictObject({
  range: z.strictObject({ from: z.string(), to: z.string() }),
  timeZone: z.string(),
  model: z.enum(REVENUE_MODELS),
  group: z.enum(REVENUE_GROUPS),
  /** The currency the amounts are in: deals in another are left out, and counted in `otherCurrencyDeals`. */
  currency: z.string(),
  otherCurrencyDeals: z.number().int(),
  total: revenueFiguresSchema.extend({ spend: spendFiguresSchema.optional() }),
  /** By campaign, each row carries its spend (zero when none was uploaded); other groupings have none. */
  rows: z.array(revenueFiguresSchema.extend({ key: z.string(), spend: spendFiguresSchema.optional() })),
});
export type RevenueReport = z.output<typeof revenueReportSchema>;
