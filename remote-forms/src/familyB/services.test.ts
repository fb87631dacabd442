import { matchPackage, matchPlan, matchService } from './services';

describe('matching a service from a URL', () => {
  it.each([
    ['ghostwriting', 'Ghostwriting'],
    ['Ghostwriting', 'Ghostwriting'],
    ['proofreading', 'Editing & Proofreading'],
    ['editing', 'Editing & Proofreading'],
    ['cover-design', 'Cover Design & Illustration'],
    ['audio-book', 'Audiobook'],
    ['author-web', "Author's Website"],
    ['video-trailer', 'Video Trailer'],
    ['marketing', 'Marketing & Promotion'],
    ['publishing', 'Publishing'],
    ['formatting', 'Formatting'],
  ])('%s -> %s', (param, option) => {
    expect(matchService(param)).toBe(option);
  });

  it('ignores what matches nothing', () => {
    expect(matchService('skydiving')).toBeUndefined();
    expect(matchService('')).toBeUndefined();
    expect(matchService(null)).toBeUndefined();
  });

  it('accepts only the four packages, or a plan standing for its package', () => {
    expect(matchPackage('Premium')).toBe('premium');
    expect(matchPackage('elite')).toBe('advanced');
    expect(matchPackage('gold')).toBeUndefined();
  });
});

describe('matching a plan from a URL (the pricing page)', () => {
  it.each([
    ['elite', 'Elite'],
    ['Starter', 'Starter'],
    ['classic', 'Professional'],
    ['standard', 'Starter'],
    ['advanced', 'Elite'],
  ])('%s -> %s', (param, plan) => {
    expect(matchPlan(param)).toBe(plan);
  });

  it('ignores what matches nothing', () => {
    expect(matchPlan('gold')).toBeUndefined();
    expect(matchPlan(null)).toBeUndefined();
  });
});
