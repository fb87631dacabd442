/** The visitor's own zone, as their browser names it (UTC where it names none). */
export const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const format = (zone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options });

/** "Monday, March 15" of a visitor's day (an ISO date), read as that date wherever the browser is. */
export const dayLabel = (date: string) => format('UTC', { weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(`${date}T12:00:00Z`));

/** "9:00 AM" in a zone. */
export const timeIn = (iso: string, zone: string) => format(zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** "Monday, March 15, 2027, 9:00 AM" in a zone: a time announced with its date. */
export const dateTimeIn = (iso: string, zone: string) => format(zone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * A zone's name for days that may cross a daylight-saving change: "Central Time", "India Standard Time";
 * where the browser has no such name (UTC reads "GMT+00:00"), its name as of today.
 */
export function zoneTitle(zone: string): string {
  const generic = format(zone, { timeZoneName: 'longGeneric' }).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value;
  return generic && !generic.startsWith('GMT') ? generic : zoneName(zone);
}

/** A zone's name on screen, as at `at`: "India Standard Time", "Eastern Daylight Time" (browsers name some zones by older aliases: Asia/Calcutta). */
export const zoneName = (zone: string, at: string | Date = new Date()) =>
  format(zone, { timeZoneName: 'long' }).formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? zone;
