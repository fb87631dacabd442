import {
  ARTICLE_NOT_FOUND_HEAD,
  ARTICLE_REMOVED_HEAD,
  blogPostHead,
  blogPostKeyOf,
  blogPostingData,
  breadcrumbData,
  canonicalPathFor,
  headTags,
  pricingServiceData,
  renderHeadTags,
  serviceTrailFor,
  siteHeadFor,
  structuredDataScript,
  type PageHead,
  type StructuredData,
} from '@bookcraft/shared/core';
import { blogPostAnswer, isGone, publicPostAddress, type BlogPostAnswer } from '../blog/posts';
import type { Database } from '../core/db/database';
import { helpHeadFor, helpStructuredData, type HelpPageFacts } from './helpHeads';

/** Ad landing pages (requirements §2.2) are for paid traffic only: kept out of search results. */
const AD_LANDING = /^\/LP-[A-Z]{2}(-[A-Z]{3})?\/?$/i;
const BLOG_POST = /^\/blog\/([^/]+)\/?$/;

const AD_HEAD: PageHead = {
  title: 'Publish Your Book with Book Craft',
  description: 'Editing, cover design, publishing and marketing for your book, with 100% royalties.',
  noindex: true,
};

/**
 * A page's head and HTTP status, as far as the server can tell without running the page. A landing
 * page's head is its own, kept in its prerendered snapshot; `fallback` is for an ad page without one.
 */
export async function headFor(db: Database, pathname: string): Promise<{ head?: PageHead; fallback?: PageHead; status: number; post?: BlogPostAnswer; help?: HelpPageFacts }> {
  // Before the site's heads: /help has one, and its structured data besides.
  const help = await helpHeadFor(db, pathname);
  if (help) return help;
  const site = siteHeadFor(pathname);
  if (site) return { head: site, status: 200 };
  if (AD_LANDING.test(pathname)) return { fallback: AD_HEAD, status: 200 };
  const post = BLOG_POST.exec(pathname);
  if (!post) return { status: 200 };
  const key = blogPostKeyOf(post[1]!);
  const found = key === null ? undefined : await blogPostAnswer(db, key);
  if (isGone(found)) return { head: ARTICLE_REMOVED_HEAD, status: 410 };
  return found ? { head: blogPostHead(found), status: 200, post: found } : { head: ARTICLE_NOT_FOUND_HEAD, status: 404 };
}

/**
 * Where a post's old address moved: `/blog/<id>` of a post the public has seen, to its slug's address (the one its
 * editor chose, and the one the list, the sitemap and the feed name). Undefined for any other path, a post without a
 * slug, and a draft (whose slug is nobody's to learn).
 */
export async function movedBlogPost(db: Database, pathname: string): Promise<string | undefined> {
  const key = blogPostKeyOf(BLOG_POST.exec(pathname)?.[1] ?? '');
  if (!key || !('id' in key)) return undefined;
  const address = await publicPostAddress(db, key.id);
  return address !== undefined && address !== `/blog/${key.id}` ? address : undefined;
}

/**
 * Crawlers and link previews do not run the page's JavaScript: the HTML sent
 * for a path carries that page's title, description, canonical URL and
 * share image, the same tags the page writes once it runs.
 */
export function withHeadTags(html: string, head: PageHead | undefined, origin: string, pathname: string): string {
  if (!head) return html;
  const tags = renderHeadTags(headTags(head, { origin, pathname }));
  // Replaced by functions: an editor's `$'` or `$&` in a title is text, not a replacement pattern.
  return html.replace(/<title>[^<]*<\/title>/, '').replace('<!--bookcraft-head-->', () => tags);
}

const PRICING_PATH = '/book-publishing-services-pricing';

/** What the page is, for search engines: a service page's trail, the pricing page's offers, an article, the help center's questions. */
export function pageStructuredData(pathname: string, origin: string, post?: BlogPostAnswer, help?: HelpPageFacts): StructuredData[] {
  const path = canonicalPathFor(pathname);
  if (help) return helpStructuredData(help, { origin, pathname: path });
  const trail = serviceTrailFor(path);
  if (trail) return [breadcrumbData(trail, origin)];
  if (path === PRICING_PATH) return [pricingServiceData({ origin, pathname: path })];
  return post ? [blogPostingData(post, { origin, pathname: path })] : [];
}

/** The blocks as script elements at the end of the head. */
export const withStructuredData = (html: string, data: readonly StructuredData[]): string => html.replace('</head>', () => `${data.map(structuredDataScript).join('')}</head>`);
