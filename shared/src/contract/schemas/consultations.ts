import { z } from 'zod';
import { isTimeZone } from '../team/workingHours';
import { FORM_TYPES } from '../types';
import { contactAndContextFields, optionalMessageRule } from './leads';

const ZONE_MESSAGE = 'Choose a time zone such as America/New_York.';

/** Whose days the free times are grouped by: the visitor's own zone, as their browser names it. */
export const consultationSlotsQuerySchema = z.strictObject({
  zone: z.string(ZONE_MESSAGE).max(64, ZONE_MESSAGE).refine(isTimeZone, ZONE_MESSAGE),
});

/** A free consultation time: its start and end as UTC instants (ISO 8601). */
const slotSchema = z.strictObject({ start: z.iso.datetime(), end: z.iso.datetime() });

/**
 * The free consultation times of the coming days, grouped by the visitor's calendar day: every day of the
 * window is listed, an empty one too (the page says that day has no time free).
 */
export const consultationSlotsSchema = z.strictObject({
  /** The visitor's zone the days are counted in. */
  zone: z.string(),
  /** The team's zone, for "9:30 in New York" beside the visitor's own time. */
  teamZone: z.string(),
  lengthMinutes: z.number().int().positive(),
  days: z.array(z.strictObject({ date: z.iso.date(), slots: z.array(slotSchema) })),
});
export type ConsultationSlots = z.output<typeof consultationSlotsSchema>;
export type ConsultationSlot = z.output<typeof slotSchema>;

const START_MESSAGE = 'Choose one of the times offered.';

/**
 * A visitor books a free time: who they are (family B's rules and messages), the time chosen, their zone
 * (for the invitation's words), an optional note, and the page's context (its address for the touches,
 * the honeypot and the solved challenge, as every lead form sends).
 */
export const consultationBookingSchema = z.strictObject({
  ...contactAndContextFields,
  start: z.iso.datetime({ error: START_MESSAGE }),
  zone: consultationSlotsQuerySchema.shape.zone,
  formType: z.enum(FORM_TYPES).default('General'),
  message: optionalMessageRule,
});
export type ConsultationBooking = z.input<typeof consultationBookingSchema>;

/** What the visitor is told of a booked consultation, on the confirmation and on the page of its mailed links. */
export const bookedConsultationSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(['booked', 'cancelled']),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** The visitor's zone, as booked. */
  zone: z.string(),
  teamZone: z.string(),
  /** The member who calls. */
  memberName: z.string(),
  /** Where the team calls: the visitor's phone number. */
  phone: z.string(),
});
export type BookedConsultation = z.output<typeof bookedConsultationSchema>;

/** The secret of a mailed link to change or cancel a booking (it names the booking; no sign-in). */
export const consultationLinkSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This link is not valid.') });

/** A new time for a booking, by its mailed link. */
export const consultationRescheduleSchema = consultationLinkSchema.extend({ start: z.iso.datetime({ error: START_MESSAGE }) });
