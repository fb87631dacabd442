import { DEFAULT_WORKING_HOURS, isTimeZone, isWithinHours, nextOpening, type WeeklySchedule } from './workingHours';

const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('working hours', () => {
  it('are open from opening time up to, not at, closing time on a working day, in the company’s zone', () => {
    // Wednesday 2026-11-25; New York is UTC-5 in November.
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2026-11-25T13:59:59Z'))).toBe(false);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2026-11-25T14:00:00Z'))).toBe(true);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2026-11-25T21:59:59Z'))).toBe(true);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2026-11-25T22:00:00Z'))).toBe(false);
    // The same instant is within Berlin's hours (15:00) and outside New York's (09:00 is later there).
    expect(isWithinHours(DEFAULT_WORKING_HOURS, 'Europe/Berlin', at('2026-11-25T13:59:59Z'))).toBe(true);
  });

  it('close on days off, and after hours the next opening skips them: Friday evening to Monday 9:00', () => {
    const fridayEvening = at('2026-11-27T23:30:00Z'); // Friday 18:30 in New York
    const saturday = at('2026-11-28T16:00:00Z');
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, fridayEvening)).toBe(false);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, saturday)).toBe(false);
    expect(nextOpening(DEFAULT_WORKING_HOURS, NEW_YORK, fridayEvening)).toEqual(at('2026-11-30T14:00:00Z'));
    expect(nextOpening(DEFAULT_WORKING_HOURS, NEW_YORK, saturday)).toEqual(at('2026-11-30T14:00:00Z'));
  });

  it('open later the same day before opening time, and a week on when only today is open and it has closed', () => {
    expect(nextOpening(DEFAULT_WORKING_HOURS, NEW_YORK, at('2026-11-25T11:00:00Z'))).toEqual(at('2026-11-25T14:00:00Z'));
    const mondaysOnly: WeeklySchedule = { ...DEFAULT_WORKING_HOURS, tuesday: null, wednesday: null, thursday: null, friday: null };
    expect(nextOpening(mondaysOnly, NEW_YORK, at('2026-11-30T23:00:00Z'))).toEqual(at('2026-12-07T14:00:00Z'));
    const closed: WeeklySchedule = { monday: null, tuesday: null, wednesday: null, thursday: null, friday: null, saturday: null, sunday: null };
    expect(nextOpening(closed, NEW_YORK, at('2026-11-30T23:00:00Z'))).toBeNull();
    expect(isWithinHours(closed, NEW_YORK, at('2026-11-30T15:00:00Z'))).toBe(false);
  });

  it('follow the wall clock through a DST change: 9:00 is 14:00 UTC before New York springs forward and 13:00 UTC after', () => {
    // Sunday 2027-03-14 at 2:00 New York moves to EDT (UTC-4).
    const friday = at('2027-03-12T22:30:00Z'); // Friday 17:30 EST
    expect(nextOpening(DEFAULT_WORKING_HOURS, NEW_YORK, friday)).toEqual(at('2027-03-15T13:00:00Z'));
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2027-03-15T13:00:00Z'))).toBe(true);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2027-03-15T12:59:00Z'))).toBe(false);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2027-03-15T20:59:00Z'))).toBe(true);
    expect(isWithinHours(DEFAULT_WORKING_HOURS, NEW_YORK, at('2027-03-15T21:00:00Z'))).toBe(false);

    // And back in the autumn (Sunday 2026-11-01, 2:00 EDT becomes 1:00 EST), with Sunday open early: 1:30 happens twice, the first is taken.
    const sundays: WeeklySchedule = { ...DEFAULT_WORKING_HOURS, sunday: { opens: '01:30', closes: '24:00' } };
    expect(nextOpening(sundays, NEW_YORK, at('2026-10-31T12:00:00Z'))).toEqual(at('2026-11-01T05:30:00Z'));
    // A time the spring change skips (2:30) opens as the clocks land, at 3:30 EDT.
    const early: WeeklySchedule = { ...DEFAULT_WORKING_HOURS, sunday: { opens: '02:30', closes: '12:00' } };
    expect(nextOpening(early, NEW_YORK, at('2027-03-13T12:00:00Z'))).toEqual(at('2027-03-14T07:30:00Z'));
    expect(isWithinHours(sundays, NEW_YORK, at('2026-11-02T04:59:00Z'))).toBe(true); // Sunday 23:59, open until midnight
  });

  it('knows an IANA zone from a made-up one', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
