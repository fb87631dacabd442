import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HOSTILE_MARKDOWN } from '@bookcraft/testing/hostileMarkdown';
import { renderMarkdown } from '../src/blog/markdown';

/** Each element the HTML holds, with its attributes (sanitize-html always writes them double-quoted). */
function elementsOf(html: string): { tag: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g)].map(([, tag, rest]) => ({
    tag: tag!.toLowerCase(),
    attributes: Object.fromEntries([...rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name!.toLowerCase(), value ?? ''])),
  }));
}

const MARKDOWN_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 's', 'del', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const SAFE_ATTRIBUTES = new Set(['href', 'title', 'rel', 'src', 'alt', 'loading', 'decoding', 'start', 'align']);
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

describe('a post\'s Markdown rendered to HTML', () => {
  it('keeps what an editor writes: headings, emphasis, lists, links and images', () => {
    const html = renderMarkdown('## Plan your launch\n\nRead **this** first:\n\n- one\n- two\n\nSee [our services](/services) or [the guide](https://example.com/guide).\n\n![A cover](/images/post-0a1b/Desktop720.webp)');
    assert.match(html, /<h2>Plan your launch<\/h2>/);
    assert.match(html, /<strong>this<\/strong>/);
    assert.match(html, /<li>two<\/li>/);
    assert.match(html, /<a href="\/services">our services<\/a>/);
    assert.match(html, /<img src="\/images\/post-0a1b\/Desktop720.webp" alt="A cover"/);
  });

  it('shows only the site\'s own images: another site\'s is dropped, as the pages would refuse to load it', () => {
    assert.equal(renderMarkdown('![hot-linked](https://example.com/cover.png)').trim(), '<p></p>');
  });

  it("takes an image only from the site's image files: any other address of the site (a staff route an admin's browser would call) is dropped", () => {
    for (const address of ['/api/staff/visitors/7d9f3a52-1b2c-4d3e-8f4a-5b6c7d8e9f01/export', '/images/../api/staff/audit', '/images/post-0a1b/Desktop720.webp?export=1', '/agent', '//images/x/y.webp', '/images/post-0a1b/Desktop720.webp/../../api']) {
      assert.equal(renderMarkdown(`![x](${address})`).trim(), '<p></p>', address);
    }
    assert.match(renderMarkdown('![x](/images/bookcraft-cover/Mobile480.avif)'), /<img src="\/images\/bookcraft-cover\/Mobile480.avif"/);
  });

  it('marks links to other sites rel="noopener nofollow" and leaves the site\'s own links alone', () => {
    const links = elementsOf(renderMarkdown('[out](https://example.com) [mail](mailto:a@example.com) [in](/about) <https://example.org>')).filter(({ tag }) => tag === 'a');
    assert.deepEqual(
      links.map(({ attributes }) => [attributes.href, attributes.rel]),
      [['https://example.com', 'noopener nofollow'], ['mailto:a@example.com', undefined], ['/about', undefined], ['https://example.org', 'noopener nofollow']],
    );
  });

  for (const [index, source] of HOSTILE_MARKDOWN.entries()) {
    it(`leaves hostile entry ${index + 1} inert: ${JSON.stringify(source).slice(0, 60)}`, () => {
      const html = renderMarkdown(source);
      for (const { tag, attributes } of elementsOf(html)) {
        assert.ok(MARKDOWN_TAGS.has(tag), `<${tag}> is not a tag Markdown makes: ${html}`);
        for (const [name, value] of Object.entries(attributes)) {
          assert.ok(SAFE_ATTRIBUTES.has(name), `${name}= on <${tag}>: ${html}`);
          if (name === 'href') assert.match(value, SAFE_URL, `href="${value}": ${html}`);
          if (name === 'src') assert.match(value, /^\/(?!\/)/, `src="${value}": ${html}`);
        }
      }
    });
  }
});
