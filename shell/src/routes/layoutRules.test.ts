import { layoutFor } from './layoutRules';

describe('layoutFor (requirements §2.4)', () => {
  it.each(['/LP-GN-GAD', '/LP-GW-MET', '/LP-PB-LNK', '/LP-LP'])('hides the navigation bar on %s', (path) => {
    expect(layoutFor(path).navbar).toBe(false);
  });

  it.each(['/book-publishing-services', '/book-anything-new', '/sci-fi-publishing-services', '/art-book-services', '/cook-book-services', '/photography-book-services', '/self-publishing-services', '/thankyou', '/no-such-page'])(
    'gives %s the landing header, footer and bottom bar',
    (path) => {
      expect(layoutFor(path)).toEqual({ navbar: false, landing: true });
    },
  );

  it.each(['/', '/about-us', '/services', '/services/ghostwriting/fiction', '/blogs', '/blog/12', '/help', '/help/do-you-provide-the-isbn', '/contact', '/contact/editing/premium', '/terms', '/privacy'])(
    'gives %s the navigation bar and the default footer',
    (path) => {
      expect(layoutFor(path)).toEqual({ navbar: true, landing: false });
    },
  );

  it('keeps ad landing pages out of the landing layout', () => {
    expect(layoutFor('/LP-ED-GAD').landing).toBe(false);
  });
});
