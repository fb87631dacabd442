import { TEAM_SETTINGS_MESSAGES, WEEKDAYS, type Weekday } from '@bookcraft/shared/contracts';
import type { TeamSettings } from '@bookcraft/shared/contracts';
import type { Refusal } from '../ui/refusal';

/** A day as the form edits it: a closed day keeps its last hours, so opening it again brings them back. */
export interface DayDraft {
  open: boolean;
  opens: string;
  closes: string;
}

/** The settings as the form holds them: numbers as typed, times in minutes rather than milliseconds. */
export interface SettingsDraft {
  timeZone: string;
  days: Record<Weekday, DayDraft>;
  autoAssign: boolean;
  adminsSignInAway: boolean;
  agentCap: string;
  reassignAfterMinutes: string;
  unansweredMailAfterMinutes: string;
}

const MINUTE_MS = 60_000;
const DEFAULT_DAY = { opens: '09:00', closes: '17:00' };

export const weekdayLabel = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

export function draftOf(settings: TeamSettings): SettingsDraft {
  const days = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const hours = settings.workingHours[day];
      return [day, { open: hours !== null, ...(hours ?? DEFAULT_DAY) }];
    }),
  ) as Record<Weekday, DayDraft>;
  return {
    timeZone: settings.timeZone,
    days,
    autoAssign: settings.autoAssign,
    adminsSignInAway: settings.adminsSignInAway,
    agentCap: String(settings.agentCap),
    reassignAfterMinutes: String(settings.reassignAfterMs / MINUTE_MS),
    unansweredMailAfterMinutes: String(settings.unansweredMailAfterMs / MINUTE_MS),
  };
}

// A field left empty (or not a number) is not sent: the contract takes numbers only (see `settingsOf`).
const numberOf = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? null : Number(text));
const msOf = (minutes: string) => {
  const value = numberOf(minutes);
  return value === null ? null : Math.round(value * MINUTE_MS);
};

const NUMBER_SETTINGS = ['agentCap', 'reassignAfterMs', 'unansweredMailAfterMs'] as const satisfies readonly (keyof TeamSettings)[];

/**
 * What the form sends, which the server checks (and names each refused field); or, when a number is left empty, its
 * refusal: the contract's body takes numbers only, so an empty one is not sent but refused here, with the contract's
 * message for its field, word for word what the server answers to a missing or null number.
 */
export function settingsOf(draft: SettingsDraft): TeamSettings | Refusal {
  const workingHours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, draft.days[day].open ? { opens: draft.days[day].opens, closes: draft.days[day].closes } : null]),
  ) as TeamSettings['workingHours'];
  const numbers = { agentCap: numberOf(draft.agentCap), reassignAfterMs: msOf(draft.reassignAfterMinutes), unansweredMailAfterMs: msOf(draft.unansweredMailAfterMinutes) };
  const empty = NUMBER_SETTINGS.filter((field) => numbers[field] === null);
  if (empty.length > 0) return { error: 'Invalid request', fields: Object.fromEntries(empty.map((field) => [field, TEAM_SETTINGS_MESSAGES[field]])) };
  return { timeZone: draft.timeZone.trim(), workingHours, autoAssign: draft.autoAssign, adminsSignInAway: draft.adminsSignInAway, ...(numbers as Pick<TeamSettings, (typeof NUMBER_SETTINGS)[number]>) };
}
