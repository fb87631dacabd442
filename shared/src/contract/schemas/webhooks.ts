import { z } from 'zod';
import { singleLine } from './singleLine';

/** What a CRM endpoint may be sent (docs/webhooks.md). */
export const WEBHOOK_EVENTS = [
  'lead.stored',
  'conversation.closed',
  'conversation.rated',
  'person.erased',
  'consultation.booked',
  'consultation.rescheduled',
  'consultation.cancelled',
  'consultation.held',
  'deal.stage_changed',
  'deal.won',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send a test event" sends to one endpoint, whatever events it takes: no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Every event a delivery may carry: the events endpoints take, and the test event. */
export const DELIVERY_EVENTS = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const;
export type DeliveryEvent = (typeof DELIVERY_EVENTS)[number];

const endpointUrl = singleLine(z.string().trim().max(2000, 'Use at most 2,000 characters.')).pipe(z.url({ protocol: /^https?$/, error: 'Enter an http:// or https:// address.' }));
const secret = z.string().min(16, 'Use at least 16 characters.').max(200, 'Use at most 200 characters.');
const events = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'Choose at least one event.')
  .refine((chosen) => new Set(chosen).size === chosen.length, 'Choose each event once.');

/** An endpoint as an admin adds it; the secret is never answered back (only its last four characters). */
export const webhookBodySchema = z.strictObject({
  url: endpointUrl,
  secret,
  events,
  description: singleLine(z.string().trim().max(80, 'Use at most 80 characters.')).default(''),
  active: z.boolean().default(true),
});
/** A change to an endpoint: without `secret`, the secret stays. */
export const webhookEditSchema = webhookBodySchema.extend({ secret: secret.optional() });
export type WebhookBody = z.infer<typeof webhookBodySchema>;

export const webhookParamsSchema = z.strictObject({ id: z.uuid('Not an endpoint id.') });
export const webhookDeliveryParamsSchema = z.strictObject({ id: z.uuid('Not an endpoint id.'), delivery: z.uuid('Not a delivery id.') });
