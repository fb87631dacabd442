import { z } from 'zod';
import { isTimeZone } from '../team/workingHours';
import { FORM_TYPES } from '../types';
import { calendarDay } from './calendarDay';
import { weeklyScheduleSchema } from './team';
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

/** The console's Consultations view: a day or a week from `from` (a day in the team's zone), the member's own or the team's. */
export const staffConsultationsQuerySchema = z.strictObject({
  from: calendarDay(),
  days: z.coerce.number().int().refine((days) => days === 1 || days === 7, 'Show a day (1) or a week (7).').default(7),
  scope: z.enum(['mine', 'team']).default('mine'),
});

export const CONSULTATION_OUTCOMES = ['held', 'no-show'] as const;

/** A member's record of how a call went: held or no-show, and a note. */
export const consultationOutcomeSchema = z.strictObject({
  outcome: z.enum(CONSULTATION_OUTCOMES, 'Choose held or no-show.'),
  note: z.string().trim().max(2000, 'Keep the note under 2,000 characters.').default(''),
});

export const consultationParamsSchema = z.strictObject({ id: z.uuid('Not a consultation id.') });
/** Who takes a call instead. */
export const consultationReassignSchema = z.strictObject({ memberId: z.uuid('Choose a member of the team.') });

/** A consultation as the console lists it: when, who, the person and their touches, how it went. */
const staffConsultationSchema = z.strictObject({
  id: z.uuid(),
  status: z.enum(['booked', 'cancelled']),
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  visitorZone: z.string(),
  member: z.strictObject({ id: z.uuid(), name: z.string() }),
  person: z.strictObject({ name: z.string(), email: z.string(), phone: z.string(), customerId: z.string().nullable() }),
  leadId: z.uuid(),
  campaign: z.string().nullable(),
  source: z.string().nullable(),
  keyword: z.string().nullable(),
  gclid: z.string().nullable(),
  outcome: z.enum(CONSULTATION_OUTCOMES).nullable(),
  outcomeNote: z.string(),
});
export type StaffConsultation = z.output<typeof staffConsultationSchema>;

export const staffConsultationsSchema = z.strictObject({ teamZone: z.string(), consultations: z.array(staffConsultationSchema) });
export const staffConsultationAnswerSchema = staffConsultationSchema;

const whole = (min: number, max: number, message: string) => z.number(message).int(message).min(min, message).max(max, message);

/** How calls are offered (an admin's): their length, the notice, the buffer between a member's calls, the days offered, and who takes them. */
export const consultationSettingsBodySchema = z.strictObject({
  lengthMinutes: whole(15, 120, 'A call lasts 15 to 120 minutes.'),
  noticeMinutes: whole(0, 10080, 'The notice is 0 to 10,080 minutes (a week).'),
  bufferMinutes: whole(0, 120, 'The buffer is 0 to 120 minutes.'),
  horizonDays: whole(1, 60, 'Offer 1 to 60 days.'),
  /** The members who take consultations; the rest are never offered. */
  takers: z.array(z.uuid('Not a member id.')).min(1, 'Choose at least one member to take consultations.').max(500),
});
export const consultationSettingsSchema = consultationSettingsBodySchema.omit({ takers: true }).extend({
  members: z.array(z.strictObject({ id: z.uuid(), name: z.string(), role: z.enum(['admin', 'agent']), takesConsultations: z.boolean() })),
});

/** A member's own consultation hours, within the team's (DELETE goes back to the team's hours). */
export const memberHoursBodySchema = z.strictObject({ hours: weeklyScheduleSchema });

/** A member's time off: from and until, as instants. */
export const timeOffBodySchema = z
  .strictObject({ start: z.iso.datetime({ error: 'Choose when the time off starts.' }), end: z.iso.datetime({ error: 'Choose when the time off ends.' }) })
  .refine(({ start, end }) => Date.parse(end) > Date.parse(start), { message: 'The time off ends after it starts.', path: ['end'] });
export const timeOffParamsSchema = z.strictObject({ id: z.string().regex(/^\d{1,18}$/, 'Not a time off.') });

/** A member's own hours and time off still to come, as they see them. */
export const memberHoursSchema = z.strictObject({
  teamZone: z.string(),
  hours: weeklyScheduleSchema.nullable(),
  timeOff: z.array(z.strictObject({ id: z.number().int(), start: z.iso.datetime(), end: z.iso.datetime() })),
});
