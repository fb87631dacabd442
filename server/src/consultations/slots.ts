import { DateTime } from 'luxon';
import { isWithinHours, minutesOf, WEEKDAYS, type ConsultationSlot, type ConsultationSlots, type WeeklySchedule } from '@bookcraft/shared/contracts';

/** How consultations are offered (consultation_settings). */
export interface SlotRules {
  lengthMinutes: number;
  /** How soon after now a call may start. */
  noticeMinutes: number;
  /** Kept free before and after each booked call of a member. */
  bufferMinutes: number;
  /** The visitor's days offered, today first. */
  horizonDays: number;
}

export interface Span {
  start: Date;
  end: Date;
}

/** A member who takes consultations, with what keeps them busy: time off, and the calls they have. */
export interface ConsultingMember {
  id: string;
  /** Their own hours in the team's zone, within which alone they take calls; absent: the team's. */
  ownHours?: WeeklySchedule | null;
  timeOff: Span[];
  booked: Span[];
}

export interface SlotQuestion {
  now: Date;
  rules: SlotRules;
  teamZone: string;
  teamHours: WeeklySchedule;
  members: ConsultingMember[];
  visitorZone: string;
}

/** A free time and who could take it. */
export interface FreeSlot extends Span {
  memberIds: string[];
}

/**
 * The times a visitor may book: calls of `lengthMinutes` laid end to end from each opening of the team's
 * working hours (in the team's zone, so a day of the daylight-saving change keeps its wall-clock hours),
 * from `noticeMinutes` after now to the end of the visitor's last offered day, each with the members
 * free for all of it (within their own hours if they set any, no time off, no call of theirs within the buffer).
 */
export function freeSlots({ now, rules, teamZone, teamHours, members, visitorZone }: SlotQuestion): FreeSlot[] {
  const lengthMs = rules.lengthMinutes * 60_000;
  const earliest = now.getTime() + rules.noticeMinutes * 60_000;
  const lastDayEnds = DateTime.fromJSDate(now, { zone: visitorZone }).startOf('day').plus({ days: rules.horizonDays }).toMillis();
  // Epoch milliseconds from here on: zoned arithmetic (Luxon) is needed only for each day's opening and closing.
  const busy = members.map((member) => ({
    id: member.id,
    ownHours: member.ownHours,
    spans: [...member.timeOff, ...member.booked.map((call) => widened(call, rules.bufferMinutes))].map(({ start, end }) => [start.getTime(), end.getTime()] as const),
  }));
  const slots: FreeSlot[] = [];
  // Team days from the one holding `now` to the one holding the visitor's last offered moment.
  for (let day = DateTime.fromJSDate(now, { zone: teamZone }).startOf('day'); day.toMillis() < lastDayEnds; day = day.plus({ days: 1 })) {
    const hours = teamHours[WEEKDAYS[day.weekday - 1]!];
    if (!hours) continue;
    const closes = wallTime(day, hours.closes).toMillis();
    // Calls follow each other in real time from the opening: a call is its length long, whatever the clocks do.
    for (let start = wallTime(day, hours.opens).toMillis(); start + lengthMs <= closes; start += lengthMs) {
      if (start < earliest || start >= lastDayEnds) continue;
      const end = start + lengthMs;
      const memberIds = busy.filter((member) => within(member.ownHours, teamZone, start, end) && !member.spans.some(([from, until]) => from < end && start < until)).map((member) => member.id);
      if (memberIds.length) slots.push({ start: new Date(start), end: new Date(end), memberIds });
    }
  }
  return slots;
}

/** The visitor's offered days, each with its free times (an empty day too), for the answer of GET /api/consultations/slots. */
export function slotsByVisitorDay(question: SlotQuestion): ConsultationSlots['days'] {
  const firstDay = DateTime.fromJSDate(question.now, { zone: question.visitorZone }).startOf('day');
  const days = Array.from({ length: question.rules.horizonDays }, (_, index) => ({ date: firstDay.plus({ days: index }).toISODate()!, slots: [] as ConsultationSlot[] }));
  const byDate = new Map(days.map((day) => [day.date, day.slots]));
  for (const slot of freeSlots(question)) {
    byDate.get(DateTime.fromJSDate(slot.start, { zone: question.visitorZone }).toISODate()!)?.push({ start: slot.start.toISOString(), end: slot.end.toISOString() });
  }
  return days;
}

/** A wall-clock HH:MM of a day in that day's zone ("24:00" is the next midnight); a time the clocks skip lands after the jump. */
function wallTime(day: DateTime, time: string): DateTime {
  const minutes = minutesOf(time);
  return minutes === 24 * 60 ? day.plus({ days: 1 }).startOf('day') : day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

const widened = (call: Span, minutes: number): Span => ({ start: new Date(call.start.getTime() - minutes * 60_000), end: new Date(call.end.getTime() + minutes * 60_000) });

/** Whether a call lies within a member's own hours (its first and last minute); no hours of their own: always. */
const within = (hours: WeeklySchedule | null | undefined, zone: string, start: number, end: number) =>
  !hours || (isWithinHours(hours, zone, new Date(start)) && isWithinHours(hours, zone, new Date(end - 60_000)));
