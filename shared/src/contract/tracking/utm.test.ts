import { readTrackingParams, trafficSourceOf } from './utm';

describe('tracking parameters (requirements §3.2)', () => {
  it('reads utm_source, utm_medium, utm_campaign, utm_term and gclid', () => {
    expect(readTrackingParams('?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=publish+my+book&gclid=abc&other=1')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_term: 'publish my book',
      gclid: 'abc',
    });
  });

  it('defaults each to an empty string', () => {
    expect(readTrackingParams('')).toEqual({ utm_source: '', utm_medium: '', utm_campaign: '', utm_term: '', gclid: '' });
    expect(readTrackingParams('?utm_campaign=x')).toMatchObject({ utm_source: '', utm_campaign: 'x', gclid: '' });
  });

  it('names the traffic source of an ad landing path', () => {
    expect(trafficSourceOf('/LP-GN-GAD')).toBe('GAD');
    expect(trafficSourceOf('/LP-PB-MET')).toBe('MET');
    expect(trafficSourceOf('/LP-ED-LNK')).toBe('LNK');
    expect(trafficSourceOf('/about-us')).toBe('organic');
  });
});
