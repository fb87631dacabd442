import { zoneName, zoneTitle } from './times';

describe('the names of time zones on screen', () => {
  it('names the zone of two weeks of days without a season, since they may cross a daylight-saving change', () => {
    expect(zoneTitle('America/Chicago')).toBe('Central Time');
    expect(zoneTitle('Asia/Kolkata')).toBe('India Standard Time');
    expect(zoneTitle('UTC')).toBe('Coordinated Universal Time');
  });

  it('names the zone of one time with its season', () => {
    expect(zoneName('America/Chicago', '2027-03-12T15:00:00Z')).toBe('Central Standard Time');
    expect(zoneName('America/Chicago', '2027-03-15T15:00:00Z')).toBe('Central Daylight Time');
  });
});
