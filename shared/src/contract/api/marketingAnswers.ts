import { z } from 'zod';
import { EXPERIMENT_GOALS, EXPERIMENT_STATUSES } from '../schemas/experiments';
import { DELIVERY_EVENTS, WEBHOOK_EVENTS } from '../schemas/webhooks';

// The marketers' tools: experiments, attribution, CRM webhooks and the lead challenge, as
// the server answers them (dates are ISO strings).

const id = z.string();
const timestamp = z.string();
const count = z.number().int().min(0);
const rate = z.number().min(0).max(1);

/** Where a visit came from: its campaign, click ids, the page it landed on and the referring domain ('' when none). */
export const touchSchema = z.strictObject({
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string(),
  utm_content: z.string(),
  gclid: z.string(),
  /** Google's click ids measured in apps: touches stored before they were kept have none. */
  gbraid: z.string().optional(),
  wbraid: z.string().optional(),
  fbclid: z.string(),
  msclkid: z.string(),
  li_fat_id: z.string(),
  ttclid: z.string(),
  landingPage: z.string(),
  referrer: z.string(),
  at: timestamp.nullable(),
});
export type Touch = z.output<typeof touchSchema>;

/**
 * An arm's figures: visitors assigned (crawlers and suspected bots are not), its goals within the goal's window after
 * each visitor's assignment (spam leads are not), the visitors who reached the goal, their share and its 95 % interval,
 * and for the revenue goal the won amount per visitor (in cents; null for the other goals).
 */
export const armResultSchema = z.strictObject({
  arm: count,
  visitors: count,
  goals: count,
  converted: count,
  conversion: rate,
  interval: z.strictObject({ low: rate, high: rate }),
  revenuePerVisitor: z.number().min(0).nullable(),
});

/** Two arms compared by the sequential test: its always-valid p-value (Holm-adjusted over every pair) and the arm ahead. */
const comparisonSchema = z.strictObject({
  arms: z.tuple([count, count]),
  /** The arm whose goals ran ahead when the evidence was strongest; null before any goal. */
  better: count.nullable(),
  pValue: z.number().min(0).max(1),
  significant: z.boolean(),
});

/**
 * The sequential test's verdict (docs/experiments.md), true whenever it is read: a winner is called the moment it
 * beats every other arm; "no difference" once every arm had its visitors and the goal's window after them closed;
 * "inconclusive" for an experiment ended before then. Once called (or settled) it is stored and no longer changes.
 */
export const experimentVerdictSchema = z.strictObject({
  outcome: z.enum(['collecting', 'winner', 'no-difference', 'inconclusive']),
  /** The arm that beat every other one; null unless `outcome` is 'winner'. */
  winner: count.nullable(),
  /** Visitors each arm needs (by its share) for the test's power: its horizon, not a wait for a winner. */
  visitorsNeeded: z.array(count),
  horizonReached: z.boolean(),
  /** When the verdict settles unless a winner is called before: the horizon or the end, plus the goal's window. */
  settlesAt: timestamp.nullable(),
  /** When the verdict was stored; from then on it is what it says, whatever is marked spam later. */
  decidedAt: timestamp.nullable(),
  comparisons: z.array(comparisonSchema),
  /** Visitors per arm against the shares set (chi-square): a mismatch withholds any winner. */
  sampleRatio: z.strictObject({ pValue: z.number().min(0).max(1), mismatch: z.boolean() }),
});
export type ExperimentVerdict = z.output<typeof experimentVerdictSchema>;

/** A landing page's hero copy; '' in subheadline or image keeps the page's own. */
const heroCopyShape = { headline: z.string(), subheadline: z.string(), buttonText: z.string(), image: z.string() };

export const experimentSchema = z.strictObject({
  id,
  name: z.string(),
  route: z.string(),
  status: z.enum(EXPERIMENT_STATUSES),
  /**
   * Arm 0, the control, is the page's copy when the experiment was written or started: the one an earlier experiment
   * made the page, or '' throughout for the page's built-in copy. Either way its visitors see the page as it is.
   */
  arms: z.array(z.strictObject({ ...heroCopyShape, weight: z.number().int().min(1), arm: count })),
  goal: z.enum(EXPERIMENT_GOALS),
  baselineRate: rate,
  minimumDetectableEffect: z.number(),
  createdAt: timestamp,
  startedAt: timestamp.nullable(),
  endedAt: timestamp.nullable(),
  /** The arm made the page ("Make this the page"), once one was. */
  adoptedArm: count.nullable(),
  results: z.strictObject({ arms: z.array(armResultSchema), verdict: experimentVerdictSchema }),
});
export type Experiment = z.output<typeof experimentSchema>;

/** The hero copy a landing page is served with: the visitor's arm, or the adopted copy; null: the page's own. Keyword insertion is already done. */
export const landingCopySchema = z.strictObject({
  copy: z.strictObject(heroCopyShape).nullable(),
  /** An experiment runs on the page: once a person is there (the page woke), the hero says the visitor saw it (POST /api/experiments/seen). */
  experiment: z.boolean(),
});
export type LandingCopy = z.output<typeof landingCopySchema>;

/** The copy a landing page shows when no experiment runs on it, as stored (a keyword token unfilled): the one an experiment made the page, or null for its built-in copy. */
const pageCopySchema = z.strictObject({ copy: z.strictObject(heroCopyShape).nullable() });

export const webhookEndpointSchema = z.strictObject({
  id,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  active: z.boolean(),
  /** The secret's last four characters: enough to tell which one is set. */
  secretHint: z.string(),
  createdAt: timestamp,
});
export type WebhookEndpoint = z.output<typeof webhookEndpointSchema>;

/** One event owed to one endpoint: pending (waiting for its next attempt), delivered, or failed (24 hours of attempts ran out). */
export const webhookDeliverySchema = z.strictObject({
  id,
  event: z.enum(DELIVERY_EVENTS),
  status: z.enum(['pending', 'delivered', 'failed']),
  /** The receiver's last HTTP status; null when it could not be reached. */
  answerCode: z.number().int().nullable(),
  attempts: count,
  lastError: z.string().nullable(),
  /** Sent as `Idempotency-Key` on every attempt of this delivery. */
  idempotencyKey: z.string(),
  createdAt: timestamp,
  nextAttemptAt: timestamp.nullable(),
  deliveredAt: timestamp.nullable(),
});
export type WebhookDelivery = z.output<typeof webhookDeliverySchema>;

/** A proof-of-work challenge for a lead form (ALTCHA's format): find the number n ≤ maxnumber with SHA-256(salt + n) = challenge. */
export const leadChallengeSchema = z.strictObject({
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: count,
  salt: z.string(),
  signature: z.string(),
});
export type LeadChallenge = z.output<typeof leadChallengeSchema>;

export const MARKETING_ANSWERS = {
  experiment: experimentSchema,
  experiments: z.strictObject({ experiments: z.array(experimentSchema) }),
  landingCopy: landingCopySchema,
  pageCopy: pageCopySchema,
  webhook: webhookEndpointSchema,
  webhooks: z.strictObject({ endpoints: z.array(webhookEndpointSchema) }),
  webhookDelivery: webhookDeliverySchema,
  webhookDeliveries: z.strictObject({ deliveries: z.array(webhookDeliverySchema) }),
  leadChallenge: leadChallengeSchema,
} as const;
