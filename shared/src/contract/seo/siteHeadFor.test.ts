import { GHOSTWRITING_PAGES, SERVICE_PAGES } from '../constants';
import { pageTitle } from './headTags';
import { ARTICLE_NOT_FOUND_HEAD, blogPostHead } from './blogPostHead';
import { canonicalPathFor, declaredPathFor, siteHeadFor } from './siteHeadFor';

// Written out from requirements §2.1, not from the data under test.
const INFORMATIONAL_ROUTES = [
  '/',
  '/about-us',
  '/services',
  ...SERVICE_PAGES.map((page) => page.path),
  ...GHOSTWRITING_PAGES.map((page) => page.path),
  '/blogs',
  '/contact',
  '/terms',
  '/privacy',
  '/thankyou',
];

describe('siteHeadFor', () => {
  it('covers the 21 informational routes of requirements §2.1', () => {
    expect(INFORMATIONAL_ROUTES).toHaveLength(21);
    for (const path of INFORMATIONAL_ROUTES) expect(siteHeadFor(path)).toBeDefined();
  });

  it('gives every informational route a distinct title and description', () => {
    const heads = INFORMATIONAL_ROUTES.map((path) => siteHeadFor(path)!);
    expect(new Set(heads.map((head) => head.title)).size).toBe(INFORMATIONAL_ROUTES.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(INFORMATIONAL_ROUTES.length);
  });

  it.each(INFORMATIONAL_ROUTES)('%s: a title of at most 70 characters, a description of 80 to 160 and a share image', (path) => {
    const head = siteHeadFor(path)!;
    expect(pageTitle(head.title).length).toBeLessThanOrEqual(70);
    expect(head.description.length).toBeGreaterThanOrEqual(80);
    expect(head.description.length).toBeLessThanOrEqual(160);
    expect(head.image).toMatch(/^\/images\/.+\.(webp|png)$/);
  });

  it('keeps only the thank-you page out of search results', () => {
    expect(INFORMATIONAL_ROUTES.filter((path) => siteHeadFor(path)!.noindex)).toEqual(['/thankyou']);
  });

  it('ignores a trailing slash, a query, a fragment and letter case', () => {
    expect(siteHeadFor('/About-Us/?utm_source=x#team')).toBe(siteHeadFor('/about-us'));
  });

  it('knows nothing of blog posts, landing pages or unknown paths', () => {
    for (const path of ['/blog/1', '/book-publishing-services', '/LP-GN-GAD', '/services/unknown', '/toString', '/constructor']) {
      expect(siteHeadFor(path)).toBeUndefined();
    }
  });
});

describe('siteHeadFor on /contact/<service>[/<package>]', () => {
  it('names the service', () => {
    expect(siteHeadFor('/contact/ghostwriting')).toMatchObject({
      title: 'Contact Us about Ghostwriting',
      description: expect.stringContaining('about Ghostwriting'),
    });
  });

  it('names the service and the package', () => {
    const head = siteHeadFor('/contact/ghostwriting/premium')!;
    expect(head.title).toBe('Contact Us about Ghostwriting, Premium Package');
    expect(head.description).toContain('Ghostwriting and the premium package');
  });

  it('reads a service by its page slug or its name', () => {
    expect(siteHeadFor('/contact/author-web')!.title).toBe("Contact Us about Author's Website");
    expect(siteHeadFor('/contact/Cover%20Design%20%26%20Illustration')!.title).toBe('Contact Us about Cover Design & Illustration');
  });

  it('gives each service its own title and description', () => {
    const heads = SERVICE_PAGES.map((page) => siteHeadFor(page.path.replace('/services/', '/contact/'))!);
    expect(new Set(heads.map((head) => head.title)).size).toBe(SERVICE_PAGES.length);
    expect(new Set(heads.map((head) => head.description)).size).toBe(SERVICE_PAGES.length);
  });

  it('falls back to the plain contact head for an unknown service, and drops an unknown package', () => {
    expect(siteHeadFor('/contact/knitting')).toBe(siteHeadFor('/contact'));
    expect(siteHeadFor('/contact/formatting/gold')).toEqual(siteHeadFor('/contact/formatting'));
  });

  it('points the canonical URL at what the page understood', () => {
    expect(canonicalPathFor('/contact/Ghostwriting/PREMIUM/')).toBe('/contact/ghostwriting/premium');
    expect(canonicalPathFor('/contact/formatting/gold')).toBe('/contact/formatting');
    expect(canonicalPathFor('/contact/knitting')).toBe('/contact');
    expect(canonicalPathFor('/')).toBe('/');
  });

  it("spells a route's URL as the route table does, whatever the case asked for", () => {
    expect(canonicalPathFor('/LP-GN-GAD')).toBe('/LP-GN-GAD');
    expect(canonicalPathFor('/lp-gn-gad/')).toBe('/LP-GN-GAD');
    expect(canonicalPathFor('/About-Us')).toBe('/about-us');
    expect(declaredPathFor('/lp-gn-gad')).toBe('/LP-GN-GAD');
    expect(declaredPathFor('/Services/Ghostwriting/')).toBe('/services/ghostwriting');
    expect(declaredPathFor('/LP-GN-GAD')).toBeUndefined();
    expect(declaredPathFor('/about-us/')).toBeUndefined();
    expect(declaredPathFor('/blog/12')).toBeUndefined();
    expect(declaredPathFor('/no-such-page')).toBeUndefined();
  });

  it('sends a contact address to the topic the page understood, so each topic has one painted page', () => {
    expect(declaredPathFor('/contact/Ghostwriting/PREMIUM')).toBe('/contact/ghostwriting/premium');
    expect(declaredPathFor('/contact/ghostwriting/gold')).toBe('/contact/ghostwriting');
    expect(declaredPathFor('/contact/no-such-service')).toBe('/contact');
    expect(declaredPathFor('/contact/ghostwriting/premium')).toBeUndefined();
    expect(declaredPathFor('/contact/ghostwriting/')).toBeUndefined();
  });
});

describe('blogPostHead', () => {
  const post = { id: 4, title: 'ISBN, Copyright and Distribution, Explained', excerpt: 'The paperwork behind a published book.', image: 'hero-publishing' };

  it("uses the post's title, excerpt and illustration", () => {
    expect(blogPostHead(post)).toEqual({
      title: 'ISBN, Copyright and Distribution, Explained',
      description: 'The paperwork behind a published book.',
      image: '/images/hero-publishing/Desktop720.webp',
    });
  });

  it('keeps an image given as a path, and falls back to the blog image without one', () => {
    expect(blogPostHead({ ...post, image: '/images/cover.png' }).image).toBe('/images/cover.png');
    expect(blogPostHead({ ...post, image: null }).image).toBe(siteHeadFor('/blogs')!.image);
  });

  it('keeps a missing article out of search results', () => {
    expect(ARTICLE_NOT_FOUND_HEAD).toMatchObject({ title: 'Article not found', noindex: true });
  });
});

describe('trailing slashes (a run of slashes must not cost the square of its length)', () => {
  // A million slashes then a letter: a backtracking /\/+$/ tries the run from each of its slashes
  // (about 5 × 10^11 steps), so the old code would not finish within the test's timeout.
  const run = '/'.repeat(1_000_000);

  it('treats a long run of slashes like a short one', () => {
    expect(siteHeadFor(`${run}about-us`)).toBeUndefined();
    expect(siteHeadFor(`/about-us${run}`)).toBe(siteHeadFor('/about-us'));
    expect(canonicalPathFor(`/about-us${run}`)).toBe('/about-us');
    expect(declaredPathFor(`/lp-gn-gad${run}`)).toBe('/LP-GN-GAD');
    expect(declaredPathFor(`${run}x`)).toBeUndefined();
    expect(canonicalPathFor(run)).toBe('/');
  });
});
