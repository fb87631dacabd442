import type { PageHead } from '../types';
import { DEFAULT_SHARE_IMAGE, SITE_NAME } from './brand';
import { canonicalPathFor } from './siteHeadFor';

/** One element of the document head. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string };

/** The longest title search engines show whole. */
const TITLE_MAX = 70;

/**
 * "About Us | Book Craft"; a title that already names the site stays as it is, and one with no room
 * for the site's name goes without it (an editor's question may be long), cut at a word if it must be.
 */
export function pageTitle(title: string): string {
  if (title.includes(SITE_NAME)) return title;
  const named = `${title} | ${SITE_NAME}`;
  if (named.length <= TITLE_MAX) return named;
  if (title.length <= TITLE_MAX) return title;
  const cut = title.slice(0, TITLE_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * Every head tag of a page: title, description, robots, canonical URL, Open
 * Graph and Twitter card. Pure, so the browser (applyPageHead) and the server
 * (HTML for crawlers) write the same tags. `origin` is "https://example.com".
 */
export function headTags(head: PageHead, { origin, pathname }: { origin: string; pathname: string }): HeadTag[] {
  const title = pageTitle(head.title);
  const url = new URL(canonicalPathFor(pathname), origin).href;
  const image = new URL(head.image ?? DEFAULT_SHARE_IMAGE, origin).href;
  const meta = (attribute: 'name' | 'property', key: string, content: string): HeadTag => ({ tag: 'meta', attribute, key, content });
  return [
    { tag: 'title', text: title },
    meta('name', 'description', head.description),
    meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    { tag: 'link', rel: 'canonical', href: url },
    meta('property', 'og:type', /^\/(blog|help)\/[^/]+$/.test(canonicalPathFor(pathname)) ? 'article' : 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
  ];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML for the server to put in `<head>` (it replaces the page's own `<title>`). */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'link') return `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}">`;
      return `<meta ${tag.attribute}="${escapeHtml(tag.key)}" content="${escapeHtml(tag.content)}">`;
    })
    .join('\n');
}
