import type { PageHead } from '../types';
import { SITE_HEADS } from './siteHeads';

// What a help article's page tells a search engine and a link preview: its question as the title, its short
// answer as the description (helpStructuredData.ts says the same as schema.org data).

/** The fields of a published article (GET /api/help/{slug}) its head and structured data are made of. */
export interface HelpArticleSource {
  title: string;
  shortAnswer: string;
  publishedAt: string;
  updatedAt: string;
}

/** The head of /help/:slug for one article. */
export const helpArticleHead = (article: Pick<HelpArticleSource, 'title' | 'shortAnswer'>): PageHead => ({
  title: article.title,
  description: article.shortAnswer,
  image: SITE_HEADS['/help'].image,
});

/** /help/:slug when no published article has that slug: kept out of search results. */
export const HELP_ARTICLE_NOT_FOUND_HEAD: PageHead = {
  title: 'Help article not found',
  description: 'This help article does not exist or has moved. Every answer we have published is in the Book Craft help center.',
  image: SITE_HEADS['/help'].image,
  noindex: true,
};
