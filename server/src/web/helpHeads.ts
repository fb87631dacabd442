import { HELP_ARTICLE_NOT_FOUND_HEAD, helpArticleData, helpArticleHead, helpCenterData, helpSlugInSegment, SITE_HEADS, type HelpArticleSource, type PageHead, type StructuredData } from '@bookcraft/shared/core';
import type { Queryable } from '../core/db/database';
import { publicArticle, shownArticles } from '../help/publicAnswers';

// The help center's pages as a crawler reads them: the head and status the server can tell before painting,
// and what each page is in schema.org's words.

const HELP_INDEX = /^\/help\/?$/i;
const HELP_ARTICLE = /^\/help\/([^/]+)\/?$/i;

/** What a help page says of itself: /help, every article's question; an article's page, its article. */
export type HelpPageFacts = { articles: readonly HelpArticleSource[] } | { article: HelpArticleSource };

/** The head, status and facts of /help and /help/:slug; undefined for any other path. A slug no published article has is a 404 kept out of search results. */
export async function helpHeadFor(db: Queryable, pathname: string): Promise<{ head: PageHead; status: number; help?: HelpPageFacts } | undefined> {
  if (HELP_INDEX.test(pathname)) return { head: SITE_HEADS['/help'], status: 200, help: { articles: await shownArticles(db) } };
  const segment = HELP_ARTICLE.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  const slug = helpSlugInSegment(segment);
  const article = slug === undefined ? undefined : await publicArticle(db, slug);
  return article ? { head: helpArticleHead(article), status: 200, help: { article } } : { head: HELP_ARTICLE_NOT_FOUND_HEAD, status: 404 };
}

/** /help: a FAQPage of every article; an article: an Article and its one question. */
export const helpStructuredData = (facts: HelpPageFacts, { origin, pathname }: { origin: string; pathname: string }): StructuredData[] =>
  'article' in facts ? helpArticleData(facts.article, { origin, pathname }) : helpCenterData(facts.articles);
