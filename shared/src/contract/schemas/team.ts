import { z } from 'zod';
import { isTimeZone, minutesOf, WEEKDAYS, type Weekday } from '../team/workingHours';

/** A member's own choice in the console: available to take chats, or away (a closed console is offline either way). */
export const AVAILABILITIES = ['available', 'away'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const availabilitySchema = z.enum(AVAILABILITIES, 'Choose available or away.');
export const availabilityBodySchema = z.strictObject({ availability: availabilitySchema });

export const TEAM_SETTINGS_MESSAGES = {
  time: 'Enter a time as HH:MM, from 00:00 to 24:00.',
  closesAfterOpens: 'The closing time must be after the opening time.',
  timeZone: 'Choose a time zone such as America/New_York.',
  agentCap: 'Enter a whole number from 1 to 50.',
  reassignAfterMs: 'Enter a time from 30 seconds to 1 hour, in milliseconds.',
  unansweredMailAfterMs: 'Enter a time from 1 minute to 24 hours, in milliseconds.',
} as const;

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const time = z.string(TEAM_SETTINGS_MESSAGES.time).regex(TIME, TEAM_SETTINGS_MESSAGES.time);
const openingHoursSchema = z
  .strictObject({ opens: time, closes: time })
  // A time that is not one is reported as such, not compared.
  .refine(({ opens, closes }) => !TIME.test(opens) || !TIME.test(closes) || minutesOf(closes) > minutesOf(opens), {
    message: TEAM_SETTINGS_MESSAGES.closesAfterOpens,
    path: ['closes'],
  });

/** A week of working hours: each day's hours, or null for a day off. */
export const weeklyScheduleSchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, openingHoursSchema.nullable()])) as Record<Weekday, z.ZodNullable<typeof openingHoursSchema>>,
);

const wholeNumber = (min: number, max: number, message: string) => z.number(message).int(message).min(min, message).max(max, message);

/** The team's settings an admin keeps: working hours in the company's zone, and how conversations are routed. */
export const teamSettingsSchema = z.strictObject({
  timeZone: z.string(TEAM_SETTINGS_MESSAGES.timeZone).max(64, TEAM_SETTINGS_MESSAGES.timeZone).refine(isTimeZone, TEAM_SETTINGS_MESSAGES.timeZone),
  workingHours: weeklyScheduleSchema,
  /** New and escalated conversations go to the available agent with the fewest open ones. */
  autoAssign: z.boolean(),
  /** Open conversations one agent is given at most by routing. */
  agentCap: wholeNumber(1, 50, TEAM_SETTINGS_MESSAGES.agentCap),
  /** How long an assignee may be away or offline while a visitor waits before the conversation is routed again. */
  reassignAfterMs: wholeNumber(30_000, 60 * 60_000, TEAM_SETTINGS_MESSAGES.reassignAfterMs),
  /** How long a visitor's message may wait unanswered before its assignee is e-mailed. */
  unansweredMailAfterMs: wholeNumber(60_000, 24 * 60 * 60_000, TEAM_SETTINGS_MESSAGES.unansweredMailAfterMs),
  /** Admins start each sign-in Away, so routing gives them nothing until they choose Available. */
  adminsSignInAway: z.boolean(),
});
export type TeamSettings = z.output<typeof teamSettingsSchema>;
