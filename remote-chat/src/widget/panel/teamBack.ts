// What the widget says outside working hours: the widget's own, loaded with the chat panel. The
// schedule's arithmetic (shared/src/team) is in @bookcraft/shared/contracts, with the settings schema
// that checks against it: not in the root entry every visitor's page loads.

/** The place a zone is named after, as people say it: "America/New_York" is "New York". */
export const timeZoneLabel = (timeZone: string) => timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');

/** What the widget tells a visitor outside working hours, with the weekday and time in the company's zone. */
export const TEAM_AWAY_TEXTS = {
  backAt: (weekday: string, time: string, place: string) => `We're back ${weekday} at ${time} (${place} time)`,
} as const;

/** "We're back Monday at 9:00 (New York time)": when the team opens again, told in the company's zone. */
export function teamBackText(backAt: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', hour: 'numeric', minute: '2-digit', hourCycle: 'h23' }).formatToParts(backAt);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return TEAM_AWAY_TEXTS.backAt(part('weekday'), `${Number(part('hour')) % 24}:${part('minute')}`, timeZoneLabel(timeZone));
}
