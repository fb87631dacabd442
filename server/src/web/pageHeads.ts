import { ARTICLE_NOT_FOUND_HEAD, blogPostHead, headTags, renderHeadTags, siteHeadFor, type PageHead } from '@bookcraft/shared/core';
import { findPost } from '../blog/posts';
import type { Database } from '../db/database';

/** Ad landing pages (requirements §2.2) are for paid traffic only: kept out of search results. */
const AD_LANDING = /^\/LP-[A-Z]{2}(-[A-Z]{3})?\/?$/;
const BLOG_POST = /^\/blog\/([^/]+)\/?$/;

const AD_HEAD: PageHead = {
  title: 'Publish Your Book with Book Craft',
  description: 'Editing, cover design, publishing and marketing for your book, with 100% royalties.',
  noindex: true,
};

/** A page's head and HTTP status, as far as the server can tell without running the page. */
export async function headFor(db: Database, pathname: string): Promise<{ head?: PageHead; status: number }> {
  const site = siteHeadFor(pathname);
  if (site) return { head: site, status: 200 };
  if (AD_LANDING.test(pathname)) return { head: AD_HEAD, status: 200 };
  const post = BLOG_POST.exec(pathname);
  if (!post) return { status: 200 };
  const id = /^\d{1,9}$/.test(post[1]!) ? Number(post[1]) : null;
  const found = id === null ? undefined : await findPost(db, id);
  return found ? { head: blogPostHead(found), status: 200 } : { head: ARTICLE_NOT_FOUND_HEAD, status: 404 };
}

/**
 * Crawlers and link previews do not run the page's JavaScript: the HTML sent
 * for a path carries that page's title, description, canonical URL and
 * share image, the same tags the page writes once it runs.
 */
export function withHeadTags(html: string, head: PageHead | undefined, origin: string, pathname: string): string {
  if (!head) return html;
  const tags = renderHeadTags(headTags(head, { origin, pathname }));
  return html.replace(/<title>[^<]*<\/title>/, '').replace('<!--bookcraft-head-->', tags);
}
