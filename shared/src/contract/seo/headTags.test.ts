import { headTags, renderHeadTags, type HeadTag } from './headTags';

const origin = 'https://bookcraft.example';
const valueOf = (tags: HeadTag[], key: string) => {
  const tag = tags.find((candidate) => (candidate.tag === 'meta' ? candidate.key === key : candidate.tag === key));
  if (!tag) return undefined;
  return tag.tag === 'title' ? tag.text : tag.tag === 'link' ? tag.href : tag.content;
};

describe('headTags', () => {
  const tags = headTags({ title: 'About Us', description: 'Who we are.', image: '/images/hero-self/Desktop720.webp' }, { origin, pathname: '/about-us/' });

  it('writes the title, description, canonical URL, Open Graph and Twitter tags', () => {
    expect(valueOf(tags, 'title')).toBe('About Us | Book Craft');
    expect(valueOf(tags, 'description')).toBe('Who we are.');
    expect(valueOf(tags, 'link')).toBe('https://bookcraft.example/about-us');
    expect(valueOf(tags, 'robots')).toBe('index, follow');
    expect(valueOf(tags, 'og:type')).toBe('website');
    expect(valueOf(tags, 'og:title')).toBe('About Us | Book Craft');
    expect(valueOf(tags, 'og:description')).toBe('Who we are.');
    expect(valueOf(tags, 'og:url')).toBe('https://bookcraft.example/about-us');
    expect(valueOf(tags, 'og:image')).toBe('https://bookcraft.example/images/hero-self/Desktop720.webp');
    expect(valueOf(tags, 'twitter:card')).toBe('summary_large_image');
    expect(valueOf(tags, 'twitter:title')).toBe('About Us | Book Craft');
    expect(valueOf(tags, 'twitter:description')).toBe('Who we are.');
    expect(valueOf(tags, 'twitter:image')).toBe('https://bookcraft.example/images/hero-self/Desktop720.webp');
  });

  it('keeps a title that names the site, an image on another host, and marks noindex and articles', () => {
    const post = headTags({ title: 'Book Craft Turns Ten', description: 'News.', image: 'https://cdn.example/a.png', noindex: true }, { origin, pathname: '/blog/7' });
    expect(valueOf(post, 'title')).toBe('Book Craft Turns Ten');
    expect(valueOf(post, 'og:image')).toBe('https://cdn.example/a.png');
    expect(valueOf(post, 'robots')).toBe('noindex, follow');
    expect(valueOf(post, 'og:type')).toBe('article');
  });

  it('falls back to the default share image', () => {
    expect(valueOf(headTags({ title: 'T', description: 'D' }, { origin, pathname: '/' }), 'og:image')).toBe('https://bookcraft.example/images/share-default.png');
  });
});

describe('renderHeadTags', () => {
  it('escapes what it writes into the HTML', () => {
    const html = renderHeadTags(headTags({ title: 'Tom & "Jerry" <b>', description: 'a < b' }, { origin, pathname: '/contact' }));
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt; | Book Craft</title>');
    expect(html).toContain('<meta name="description" content="a &lt; b">');
    expect(html).toContain('<link rel="canonical" href="https://bookcraft.example/contact">');
    expect(html).not.toContain('<b>');
  });
});
