// The team's working hours: a weekly schedule in the company's time zone, read with Intl only. Every
// answer takes `now` from the caller (the server's injectable clock), so nothing here reads the time.

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day's hours as HH:MM wall-clock times in the company's zone; `closes` is after `opens` ("24:00" is the day's end). */
export interface OpeningHours {
  opens: string;
  closes: string;
}

/** Each weekday's hours, or null for a day off. */
export type WeeklySchedule = Record<Weekday, OpeningHours | null>;

const nineToFive: OpeningHours = { opens: '09:00', closes: '17:00' };
/** What a new install starts with (the migration stores the same). */
export const DEFAULT_WORKING_HOURS: WeeklySchedule = { monday: nineToFive, tuesday: nineToFive, wednesday: nineToFive, thursday: nineToFive, friday: nineToFive, saturday: null, sunday: null };

/** Minutes after midnight of an HH:MM time. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether a zone is one Intl knows (an IANA id such as "Europe/Berlin"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

interface LocalTime {
  year: number;
  month: number;
  day: number;
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function localTime(at: Date, timeZone: string): LocalTime {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(format.formatToParts(at).find((candidate) => candidate.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day'), minutes: part('hour') * 60 + part('minute') + part('second') / 60 };
}

/** The weekday of a calendar date (its UTC midnight stands for the date itself). */
const weekdayOf = (date: Date) => WEEKDAYS[(date.getUTCDay() + 6) % 7]!;

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string): number {
  const local = localTime(new Date(at), timeZone);
  const wall = Date.UTC(local.year, local.month - 1, local.day) + Math.round(local.minutes * 60_000);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a wall-clock time of a calendar date happens in the zone. A time the clocks skip
 * (in the hour a DST change jumps over) happens as the clocks land after the jump.
 */
function instantOf(date: Date, minutes: number, timeZone: string): number {
  const wall = date.getTime() + minutes * 60_000;
  const first = wall - offsetAt(wall, timeZone);
  const second = wall - offsetAt(first, timeZone);
  return Math.max(first, second);
}

/** Whether `now` falls within the day's hours in the company's zone. */
export function isWithinHours(schedule: WeeklySchedule, timeZone: string, now: Date): boolean {
  const local = localTime(now, timeZone);
  const hours = schedule[weekdayOf(new Date(Date.UTC(local.year, local.month - 1, local.day)))];
  return hours !== null && local.minutes >= minutesOf(hours.opens) && local.minutes < minutesOf(hours.closes);
}

/** When the team next opens after `now` (today later, or a coming day), or null for a schedule with no open day. */
export function nextOpening(schedule: WeeklySchedule, timeZone: string, now: Date): Date | null {
  const local = localTime(now, timeZone);
  // Eight days: today's opening may have passed, and next week's same day is the latest that can come.
  for (let ahead = 0; ahead <= 7; ahead++) {
    const date = new Date(Date.UTC(local.year, local.month - 1, local.day + ahead));
    const hours = schedule[weekdayOf(date)];
    if (!hours) continue;
    const opens = instantOf(date, minutesOf(hours.opens), timeZone);
    if (opens > now.getTime()) return new Date(opens);
  }
  return null;
}
