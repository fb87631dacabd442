import { teamBackText, timeZoneLabel } from './teamBack';

const NEW_YORK = 'America/New_York';
const at = (iso: string) => new Date(iso);

describe('when the team is back, as the widget says it', () => {
  it('names the weekday and the time in the company’s zone, on either side of a DST change', () => {
    expect(teamBackText(at('2026-11-30T14:00:00Z'), NEW_YORK)).toBe("We're back Monday at 9:00 (New York time)");
    expect(teamBackText(at('2027-03-15T13:00:00Z'), NEW_YORK)).toBe("We're back Monday at 9:00 (New York time)");
    expect(teamBackText(at('2026-11-30T08:05:00Z'), 'Europe/Berlin')).toBe("We're back Monday at 9:05 (Berlin time)");
    expect(teamBackText(at('2026-12-01T00:30:00Z'), 'UTC')).toBe("We're back Tuesday at 0:30 (UTC time)");
  });

  it('names the zone by its city', () => {
    expect(timeZoneLabel('America/Los_Angeles')).toBe('Los Angeles');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});
