import type { z } from 'zod';
import { HELP_CATEGORIES, type HelpCategory, type publicHelpArticleSchema, type publicHelpIndexSchema } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { renderMarkdown } from '../blog/markdown';
import { helpOf, type PublishedArticle, type PublishedHelp } from './publishedArticles';

// The help center as the public sees it (GET /api/help, GET /api/help/:id, the painted /help pages, the
// sitemap): published articles only, each in one of the sections /help lists. A draft does not exist here.

export type PublicHelpIndex = z.infer<typeof publicHelpIndexSchema>;
export type PublicHelpArticle = z.infer<typeof publicHelpArticleSchema>;

/** The most results a search shows: the best answers, not every article that shares a word with the question. */
const HELP_SEARCH_RESULTS = 10;

type ShownArticle = PublishedArticle & { category: HelpCategory };

/** An article in a section /help lists. The editor's schema allows no other, but a row is not a schema: one outside them is not shown rather than answered against the contract. */
const isShown = (article: PublishedArticle): article is ShownArticle => (HELP_CATEGORIES as readonly string[]).includes(article.category);

const summaryOf = ({ slug, title, shortAnswer, category }: ShownArticle) => ({ slug, title, shortAnswer, category });

/** The published article at /help/<slug>, when it is shown. */
function shownArticle(help: PublishedHelp, slug: string): ShownArticle | undefined {
  const article = help.bySlug.get(slug);
  return article && isShown(article) ? article : undefined;
}

/** GET /api/help: every article by section in HELP_CATEGORIES' order (sections without one left out); with a question, its best answers first. */
export async function helpIndexAnswer(db: Queryable, question?: string): Promise<PublicHelpIndex> {
  const help = await helpOf(db);
  const shown = help.articles.filter(isShown);
  const categories = HELP_CATEGORIES.map((name) => ({ name, articles: shown.filter((article) => article.category === name).map(summaryOf) })).filter((category) => category.articles.length > 0);
  if (!question) return { categories };
  const results = help.search
    .ranked(question)
    .map(({ slug }) => shownArticle(help, slug))
    .filter((article) => article !== undefined)
    .slice(0, HELP_SEARCH_RESULTS)
    .map(summaryOf);
  return { categories, query: question, results };
}

/** GET /api/help/:id: the published article with that slug, its Markdown rendered and sanitised as a blog post's; undefined when none is. */
export async function helpArticleAnswer(db: Queryable, slug: string): Promise<PublicHelpArticle | undefined> {
  const article = shownArticle(await helpOf(db), slug);
  if (!article) return undefined;
  return { ...summaryOf(article), html: renderMarkdown(article.body), relatedPaths: article.relatedPaths, publishedAt: article.publishedAt, updatedAt: article.updatedAt };
}

/** The published article shown at /help/<slug>, when there is one. */
export const publicArticle = async (db: Queryable, slug: string): Promise<ShownArticle | undefined> => shownArticle(await helpOf(db), slug);

/** Every shown article: the sitemap's entries, /help's questions for search engines. */
export const shownArticles = async (db: Queryable): Promise<ShownArticle[]> => (await helpOf(db)).articles.filter(isShown);
