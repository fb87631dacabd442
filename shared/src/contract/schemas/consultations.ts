import { z } from 'zod';
import { isTimeZone } from '../team/workingHours';

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
