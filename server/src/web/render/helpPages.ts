import { helpQuestionOf, helpSlugInSegment, type RuntimeConfig } from '@bookcraft/shared/core';
import type { Queryable } from '../../core/db/database';
import { publicArticle } from '../../help/publicAnswers';
import { helpVersion } from '../../help/publishedArticles';
import { apiAnswers } from './apiAnswers';
import type { PageRenderer, RenderedPage } from './pageRenderer';
import { renderCache } from './renderCache';

/** /help and every article (55 at first), with room for the help center to grow. */
const CACHED_PAGES = 150;
/** Searches are kept apart and fewer: a run of made-up questions cannot push /help and the articles out. */
const CACHED_SEARCHES = 50;

const HELP_INDEX = /^\/help\/?$/i;
const HELP_ARTICLE = /^\/help\/([^/]+)\/?$/i;

/**
 * The address a help page is rendered at: /help, /help?q=<the question as the page reads it>, /help/<slug> (decoded,
 * as the router reads it); a segment that can name no article is kept as it came. Null for other pages.
 */
export function helpPageUrl(pathname: string, search: URLSearchParams): string | null {
  if (HELP_INDEX.test(pathname)) {
    const question = helpQuestionOf(search.get('q'));
    return question ? `/help?q=${encodeURIComponent(question)}` : '/help';
  }
  const segment = HELP_ARTICLE.exec(pathname)?.[1];
  if (segment === undefined) return null;
  const slug = helpSlugInSegment(segment);
  return slug ? `/help/${slug}` : pathname;
}

/**
 * The help center's pages rendered per request with the articles of the moment, and kept while nothing they show
 * changes: keyed on the page, the help version (bumped with every change a public help page shows, on whichever
 * node made it) and the bundles that render it.
 *
 * An address that names no published article paints "not found" (404). That page shows nothing of the address, so
 * one render serves every such address, with the API's 404 for its own slug put in its answers: made-up addresses
 * cannot each take a render and a place in the cache.
 */
export function helpPages(db: Queryable, renderer: PageRenderer, config: RuntimeConfig) {
  const pages = renderCache(CACHED_PAGES);
  const searches = renderCache(CACHED_SEARCHES);
  const answer = apiAnswers(db);
  const rendering = (url: string) => () => renderer.render(url, { config, answer });

  return async function render(url: string): Promise<RenderedPage | null> {
    const [version, bundles] = await Promise.all([helpVersion(db), renderer.identity()]);
    const stamp = `${version} ${bundles}`;
    const segment = HELP_ARTICLE.exec(url)?.[1];
    if (segment === undefined) return (url.includes('?') ? searches : pages)(`${url} ${stamp}`, rendering(url));
    const slug = helpSlugInSegment(segment);
    if (slug && (await publicArticle(db, slug))) return pages(`${url} ${stamp}`, rendering(url));
    // A slug no article has is asked of the API (its 404 is in the page); a segment that is no slug is not asked at all.
    const page = await pages(`${slug ? 'no such article' : 'not a slug'} ${stamp}`, rendering(url));
    return page && { ...page, answers: slug ? { [`/help/${slug}`]: await answer(`/help/${slug}`) } : {} };
  };
}
