import { z } from 'zod';
import type { DeliveryEvent } from '../schemas/webhooks';
import { touchSchema } from './marketingAnswers';

// What each webhook event's `data` holds (docs/webhooks.md, with an example of each): every field named
// here, one by one, and nothing else. The server builds each payload field by field; its worker sends
// none that does not parse (an unknown field included), and the tests' receivers check each delivery
// against these schemas. A column added to a table is not sent until it is named here.

const id = z.string();
const timestamp = z.string();
const text = z.string().nullable();

/** A lead, as a CRM takes it in: the enquiry, its attribution and consent. Never the visitor's IP address or browser, the spam verdict, who released it from Spam, nor the experiment's visitor key. */
const leadStored = z.strictObject({
  id,
  created_at: timestamp,
  form_family: z.enum(['A', 'B']),
  form_type: z.string(),
  form_variant: text,
  full_name: text,
  first_name: text,
  last_name: text,
  email: z.string(),
  phone: z.string(),
  service: text,
  genre: text,
  manuscript_status: text,
  package: text,
  plan: text,
  message: z.string(),
  link: text,
  /** The visitor the lead came from, when its token came with it. */
  customer_id: text,
  utm_source: z.string(),
  utm_medium: z.string(),
  utm_campaign: z.string(),
  utm_term: z.string(),
  gclid: z.string(),
  traffic_source: z.string(),
  first_touch: touchSchema.partial().nullable(),
  last_touch: touchSchema.partial().nullable(),
  experiment_id: text,
  experiment_arm: z.number().int().nullable(),
  /** The text-message opt-in of a family B form; null where the form asked none. */
  consent_given: z.boolean().nullable(),
  consent_text_version: text,
});

/** A conversation as it stands at that moment, and its messages oldest first. */
const conversation = z.strictObject({
  id,
  visitorId: id,
  agentName: text,
  /** The visitor's rating: null when the conversation closes (they rate afterwards, `conversation.rated`). */
  rating: z.number().int().min(1).max(5).nullable(),
  page: z.string(),
  openedAt: timestamp,
  closedAt: timestamp,
});
const transcriptEntry = z.strictObject({ id, from: z.enum(['visitor', 'agent', 'system']), name: text, text: z.string(), attachmentId: text, at: timestamp });

/**
 * A free consultation as it stands after the change: its lead (sent as `lead.stored`) says who; this says
 * when, with whom and how it went. `sequence` is its calendar invitation's, raised by every change.
 */
const consultation = z.strictObject({
  consultation: z.strictObject({
    id,
    leadId: id,
    status: z.enum(['booked', 'cancelled']),
    start: timestamp,
    end: timestamp,
    visitorZone: z.string(),
    memberName: z.string(),
    sequence: z.number().int(),
    outcome: z.enum(['held', 'no-show']).nullable(),
  }),
});

/**
 * A deal as it stands after the change: what was sold, for how much (in the currency's minor unit, cents),
 * where it stands, and the person's first-touch campaign and click ids, for a CRM that reports revenue.
 */
const deal = z.strictObject({
  deal: z.strictObject({
    id,
    leadId: id.nullable(),
    visitorId: id.nullable(),
    stage: z.string(),
    previousStage: z.string().nullable(),
    amountCents: z.number().int(),
    currency: z.string(),
    ownerName: z.string(),
    services: z.array(z.string()),
    wonAt: timestamp.nullable(),
    campaign: z.string().nullable(),
    gclid: z.string().nullable(),
  }),
});

export const WEBHOOK_PAYLOADS = {
  'lead.stored': leadStored,
  'conversation.closed': z.strictObject({ conversation, transcript: z.array(transcriptEntry) }),
  'conversation.rated': z.strictObject({ conversation: z.strictObject({ id, visitorId: id, rating: z.number().int().min(1).max(5), ratedAt: timestamp }) }),
  // Ids only: nothing of the person erased is kept, let alone sent.
  'person.erased': z.strictObject({ visitorIds: z.array(id), leadIds: z.array(id) }),
  'consultation.booked': consultation,
  // A new time (by the visitor's link) or a new member (reassigned in the console).
  'consultation.rescheduled': consultation,
  'consultation.cancelled': consultation,
  'consultation.held': consultation,
  // Every move to another stage; `deal.won` too when that stage is the won one.
  'deal.stage_changed': deal,
  'deal.won': deal,
  // "Send a test event": a fixed sentence, so a receiver can check its address, signature and parsing with nothing real.
  'webhook.test': z.strictObject({ message: z.string() }),
} as const satisfies Record<DeliveryEvent, z.ZodType>;

export type WebhookPayload<E extends DeliveryEvent> = z.output<(typeof WEBHOOK_PAYLOADS)[E]>;
