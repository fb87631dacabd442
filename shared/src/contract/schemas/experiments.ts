import { z } from 'zod';
import { AD_LANDING_ROUTES, SERVICE_LANDING_ROUTES } from '../routeTable';
import { IMAGE_NAME } from './posts';
import { singleLine } from './singleLine';

/** An experiment's life (docs/experiments.md): written, running, paused (every visitor sees the page's own copy), ended. */
export const EXPERIMENT_STATUSES = ['draft', 'running', 'paused', 'ended'] as const;
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number];

/** The pages an experiment may run on: the ad landing pages and the service landing pages. */
export const EXPERIMENT_ROUTES = [...AD_LANDING_ROUTES, ...SERVICE_LANDING_ROUTES].map((route) => route.path) as [string, ...string[]];

export const MIN_ARMS = 2;

/**
 * What an experiment is judged on (docs/experiments.md): visitors who left a lead, booked a consultation, or whose
 * deal was won, or the won deals' amount per visitor.
 */
export const EXPERIMENT_GOALS = ['leads', 'consultations', 'won-deals', 'revenue'] as const;
export type ExperimentGoal = (typeof EXPERIMENT_GOALS)[number];

/**
 * Days after a visitor was assigned within which their goal is credited to the experiment: a lead or a booking comes
 * within days of the visit, a deal is won weeks later. Goals outside the window count for nobody.
 */
export const GOAL_WINDOW_DAYS: Record<ExperimentGoal, number> = { leads: 14, consultations: 21, 'won-deals': 56, revenue: 56 };

/** The highest expected conversion an experiment may be sized for: the lifted rate must stay a rate. */
export const MAX_BASELINE_RATE = 0.9;
export const MAX_ARMS = 4;

/** `{keyword|fallback}` in a headline: the visitor's ad keyword (utm_term), or the fallback (docs/experiments.md, "Keyword insertion"). */
export const KEYWORD_TOKEN = /\{keyword\|([^{}|]*)\}/;

const line = (label: string, max: number) => singleLine(z.string().trim().min(1, `Enter ${label}.`).max(max, `Use at most ${max} characters.`));
const optionalLine = (max: number) => singleLine(z.string().trim().max(max, `Use at most ${max} characters.`)).default('');

/** An arm's share of the traffic, relative to the others' (1–100). */
const shareSchema = z.number({ error: 'Enter a share from 1 to 100.' }).int('Enter a whole number.').min(1, 'Enter a share from 1 to 100.').max(100, 'Enter a share from 1 to 100.');

/** One variant's copy of the hero (arms 1–3; arm 0, the control, is the page's own). */
export const experimentArmBodySchema = z.strictObject({
  /** May hold one `{keyword|fallback}`. */
  headline: line('a headline', 140).refine((headline) => (headline.match(/\{/g) ?? []).length === (KEYWORD_TOKEN.test(headline) ? 1 : 0), 'Write the keyword as {keyword|fallback}, at most once.'),
  /** Empty: the page's own subheadline. */
  subheadline: optionalLine(300),
  buttonText: line('the button text', 40),
  /** An uploaded image's or an illustration's name; empty: the page's own image. */
  image: z.string().regex(IMAGE_NAME, 'Choose an uploaded image.').max(80).or(z.literal('')).default(''),
  weight: shareSchema,
});
export type ExperimentArmBody = z.infer<typeof experimentArmBodySchema>;

/**
 * The control (arm 0) is the page as it is: its own copy, or the one an experiment made it. Only its share is
 * written; copy sent with it is ignored (dropped here), so visitors in the control and crawlers always see the page.
 */
const controlArmBodySchema = z.object({ weight: shareSchema });

/** What an admin writes; changeable while the experiment is a draft (409 after it started). */
export const experimentBodySchema = z
  .strictObject({
    name: line('a name', 80),
    route: z.enum(EXPERIMENT_ROUTES, { error: 'Choose a landing page.' }),
    /** The control's share, then each variant's copy and share. */
    arms: z
      .tuple([controlArmBodySchema], experimentArmBodySchema)
      .refine((arms) => arms.length >= MIN_ARMS, `Add at least ${MIN_ARMS} variants.`)
      .refine((arms) => arms.length <= MAX_ARMS, `Use at most ${MAX_ARMS} variants.`),
    /** What the variants are judged on; leads unless chosen. */
    goal: z.enum(EXPERIMENT_GOALS, { error: 'Choose what the experiment is judged on.' }).default('leads'),
    /** The control's expected conversion into the goal (0.05 = 5 %), for the sample size. */
    baselineRate: z
      .number({ error: 'Enter the expected conversion.' })
      .gt(0, 'Enter a rate above 0.')
      .max(MAX_BASELINE_RATE, `Enter a rate of at most ${MAX_BASELINE_RATE * 100}%.`),
    /** The smallest relative lift worth detecting (0.2 = +20 %), for the sample size. */
    minimumDetectableEffect: z.number({ error: 'Enter the smallest lift to detect.' }).gt(0, 'Enter a lift above 0.').max(10, 'Enter a lift of at most 10 (+1,000 %).'),
  })
  // A lifted rate of 100 % or more is no rate: there would be nothing to size the sample for.
  .refine((body) => body.baselineRate * (1 + body.minimumDetectableEffect) < 1, {
    path: ['minimumDetectableEffect'],
    message: 'The lifted conversion must stay below 100%: enter a smaller lift.',
  });
export type ExperimentBody = z.infer<typeof experimentBodySchema>;

export const experimentParamsSchema = z.strictObject({ id: z.uuid('Not an experiment id.') });
/** "Make this the page": the arm whose copy the page keeps. */
export const adoptArmSchema = z.strictObject({ arm: z.number().int().min(0).max(MAX_ARMS - 1) });

/** GET /api/staff/landing-copy?path=: the copy a landing page shows when no experiment runs on it (an experiment's control). */
export const pageCopyQuerySchema = z.strictObject({ path: z.enum(EXPERIMENT_ROUTES, { error: 'Not a landing page.' }) });

/** POST /api/experiments/seen: a person is on this landing page (it woke), so they count among its experiment's visitors. */
export const experimentSeenSchema = z.strictObject({ path: z.enum(EXPERIMENT_ROUTES, { error: 'Not a landing page.' }) });

/** The hero copy a landing page is served with: GET /api/landing-copy?path=/LP-GN-GAD&utm_term=… (the visitor's arm is read from the visitor cookie). */
export const landingCopyQuerySchema = z.strictObject({
  path: z.enum(EXPERIMENT_ROUTES, { error: 'Not a landing page.' }),
  utm_term: singleLine(z.string().trim().min(1, 'Leave out an empty utm_term.').max(500, 'Use at most 500 characters.')).optional(),
});
