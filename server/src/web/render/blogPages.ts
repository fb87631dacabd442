import { BLOG_LIST_PAGE_SIZE, type RuntimeConfig } from '@bookcraft/shared/core';
import { publishedPostCount } from '../../blog/posts';
import { blogVersion } from '../../blog/version';
import type { Queryable } from '../../core/db/database';
import { apiAnswers } from './apiAnswers';
import type { PageRenderer, RenderedPage } from './pageRenderer';
import { renderCache } from './renderCache';

/** Enough for every page of the list and the posts read most, in a few MB. */
const CACHED_PAGES = 200;
/** The blog list's pages (`?page=`), as the list reads them (remote-pages' pageNumberFrom): anything else is page 1. */
const LAST_LIST_PAGE = 10_000;

/** The address a blog page is rendered at: its path, and of the query only what the page reads. Null for other pages. A list page past the last is not rendered (`blogPages`). */
export function blogPageUrl(pathname: string, search: URLSearchParams): string | null {
  if (/^\/blogs\/?$/.test(pathname)) {
    const page = Number(search.get('page'));
    return Number.isInteger(page) && page > 1 && page <= LAST_LIST_PAGE ? `/blogs?page=${page}` : '/blogs';
  }
  return /^\/blog\/[^/]+\/?$/.test(pathname) ? pathname : null;
}

/**
 * The blog's pages (/blogs and its pages, /blog/:id) rendered per request with the posts of the moment, and
 * kept while nothing they show changes: the cache is keyed on the page, the blog's version (bumped with every change
 * a public blog page shows, on whichever node made it) and the bundles that render it.
 */
export function blogPages(db: Queryable, renderer: PageRenderer, config: RuntimeConfig) {
  const cached = renderCache(CACHED_PAGES);
  const answer = apiAnswers(db);

  return async function render(url: string): Promise<RenderedPage | null> {
    // A page of the list past its last shows no post: sent unpainted (its scripts render it), so the numbers
    // up to LAST_LIST_PAGE cannot each take a render and a place in the cache.
    const listPage = Number(/^\/blogs\?page=(\d+)$/.exec(url)?.[1] ?? 1);
    if (listPage > 1 && listPage > Math.ceil((await publishedPostCount(db)) / BLOG_LIST_PAGE_SIZE)) return null;
    const [version, bundles] = await Promise.all([blogVersion(db), renderer.identity()]);
    return cached(`${url} ${version} ${bundles}`, () => renderer.render(url, { config, answer }));
  };
}
