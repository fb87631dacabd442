/**
 * The one clock the server reads for anything that depends on the time of day or on how long
 * something has waited: working hours, routing timeouts, invitation and reset expiry, reminders.
 * Tests set it instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that reads `start` now and runs at real speed from there (CLOCK_START, for end-to-end runs at a chosen moment). */
export function clockStartingAt(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/** A clock that stands still until a test sets or moves it. */
export interface SettableClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): void;
}

export function settableClock(at: Date | string = new Date()): SettableClock {
  let current = new Date(at).getTime();
  return {
    now: () => new Date(current),
    set: (next) => void (current = new Date(next).getTime()),
    advance: (ms) => void (current += ms),
  };
}
