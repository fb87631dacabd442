import { z } from 'zod';
import { EXPERIMENT_STATUSES } from '../schemas/experiments';
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
  fbclid: z.string(),
  msclkid: z.string(),
  li_fat_id: z.string(),
  ttclid: z.string(),
  landingPage: z.string(),
  referrer: z.string(),
  at: timestamp.nullable(),
});
export type Touch = z.output<typeof touchSchema>;

/** An arm's figures: visitors assigned (crawlers and suspected bots are not), its leads (spam is not), leads / visitors and its 95 % interval. */
export const armResultSchema = z.strictObject({
  arm: count,
  visitors: count,
  leads: count,
  conversion: rate,
  interval: z.strictObject({ low: rate, high: rate }),
});

/**
 * The fixed-sample test's verdict (docs/experiments.md): nothing is called before every arm has
 * `sampleSizePerArm` visitors; then each challenger is compared with the control (arm 0).
 */
export const experimentVerdictSchema = z.strictObject({
  sampleSizePerArm: count,
  reached: z.boolean(),
  outcome: z.enum(['collecting', 'winner', 'no-difference']),
  /** The arm called the winner (the control when it beats every challenger); null unless `outcome` is 'winner'. */
  winner: count.nullable(),
  /** Each challenger against the control; `pValue` is null until the sample is reached. */
  comparisons: z.array(z.strictObject({ arm: count, difference: z.number(), pValue: z.number().min(0).max(1).nullable(), significant: z.boolean() })),
});

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
