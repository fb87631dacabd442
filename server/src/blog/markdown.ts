import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the Markdown is shown as text, not parsed: an editor writes Markdown, never markup.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

/**
 * The only addresses a post's image may have: the site's image files, `/images/<name>/<file>` (uploads and
 * the built illustrations). Any other address of the site could be a route with effects that an admin's
 * browser would call by showing the post.
 */
const SITE_IMAGE = /^\/images\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.(?:avif|webp|jpe?g|png)$/;

/** A link that leaves the site: absolute, or protocol-relative. Anything else is one of the site's own pages. */
const leavesTheSite = (href: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(href);

/**
 * The allow-list every post's HTML passes, whatever produced it: only the tags Markdown makes, no
 * attribute that runs or styles anything, links to http(s), mail and the site's own paths, images
 * only from the site's image files (uploaded and re-encoded: the pages' Content-Security-Policy loads no other). A second line of defence behind `html: false`, so a renderer bug or a
 * plugin added later cannot let a script, an event handler, a `style` or an iframe through.
 */
const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'em', 'strong', 's', 'del', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'loading', 'decoding'], ol: ['start'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // An image whose address was refused (another site's, a data: URL, any path of the site but its images) goes entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !SITE_IMAGE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => {
      const { href = '', title } = attribs;
      const link: Record<string, string> = { href, ...(title ? { title } : {}) };
      return { tagName, attribs: leavesTheSite(href) ? { ...link, rel: 'noopener nofollow' } : link };
    },
    // Images below the fold are fetched when they come near.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
};

/**
 * A post's Markdown as the HTML its page, the console's preview and the Atom feed all show: rendered
 * by markdown-it, then sanitised with an allow-list. The one renderer, so the three never differ.
 */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), ALLOWED);
}
