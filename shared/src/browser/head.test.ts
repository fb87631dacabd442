import { applyPageHead } from './head';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

describe('page head', () => {
  it('sets the title, description and share image', () => {
    applyPageHead({ title: 'About Us', description: 'Who we are.', image: '/images/about.png' });
    expect(document.title).toBe('About Us | Book Craft');
    expect(meta('meta[name="description"]')).toBe('Who we are.');
    expect(meta('meta[property="og:title"]')).toBe('About Us | Book Craft');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/images/about.png');
    expect(meta('meta[name="twitter:title"]')).toBe('About Us | Book Craft');
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe('http://localhost/');
  });

  it("replaces the previous page's tags instead of adding more", () => {
    applyPageHead({ title: 'One', description: 'First.' });
    applyPageHead({ title: 'Two', description: 'Second.', noindex: true });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toBe('Second.');
    expect(meta('meta[name="robots"]')).toBe('noindex, follow');
  });
});
