import { WEEKDAYS, type Weekday } from '@bookcraft/shared/contracts';
import type { TeamSettings } from '@bookcraft/shared/contracts';

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
    agentCap: String(settings.agentCap),
    reassignAfterMinutes: String(settings.reassignAfterMs / MINUTE_MS),
    unansweredMailAfterMinutes: String(settings.unansweredMailAfterMs / MINUTE_MS),
  };
}

// A field left empty goes as null: the server refuses it with the field's own message.
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text));
const msOf = (minutes: string) => {
  const value = numberOf(minutes);
  return value === null ? null : Math.round(value * MINUTE_MS);
};

type NumberSetting = 'agentCap' | 'reassignAfterMs' | 'unansweredMailAfterMs';
/** The settings as the form sends them: a number left empty is null, for the server to refuse by name. */
export type SettingsRequest = Omit<TeamSettings, NumberSetting> & Record<NumberSetting, number | null>;

/** What the form sends; the server checks it (and names each refused field). */
export function settingsOf(draft: SettingsDraft): SettingsRequest {
  const workingHours = Object.fromEntries(
    WEEKDAYS.map((day) => [day, draft.days[day].open ? { opens: draft.days[day].opens, closes: draft.days[day].closes } : null]),
  ) as TeamSettings['workingHours'];
  return {
    timeZone: draft.timeZone.trim(),
    workingHours,
    autoAssign: draft.autoAssign,
    agentCap: numberOf(draft.agentCap),
    reassignAfterMs: msOf(draft.reassignAfterMinutes),
    unansweredMailAfterMs: msOf(draft.unansweredMailAfterMinutes),
  };
}
