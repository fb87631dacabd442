import { SITE_NAME } from './brand';
import type { HelpArticleSource } from './helpHeads';
import { faqPageData, type StructuredData } from './structuredData';

// The help center's pages in schema.org's words. Only the server writes them (into the head it sends), so they are
// exported from '@bookcraft/shared/core' alone: no page's script carries them.

const absolute = (origin: string, path: string) => new URL(path, origin).href;
const company = (origin: string) => ({ '@type': 'Organization', name: SITE_NAME, url: absolute(origin, '/') });

/** One article at its own address: an Article, and the one question it answers as a FAQPage. */
export function helpArticleData(article: HelpArticleSource, { origin, pathname }: { origin: string; pathname: string }): StructuredData[] {
  const url = absolute(origin, pathname);
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title.slice(0, 110),
      description: article.shortAnswer,
      datePublished: new Date(article.publishedAt).toISOString(),
      dateModified: new Date(article.updatedAt).toISOString(),
      url,
      mainEntityOfPage: url,
      author: company(origin),
      publisher: company(origin),
    },
    faqPageData([{ question: article.title, answer: article.shortAnswer }]),
  ];
}

/** /help: every published article as a question, its short answer accepted. None when there is no article (a FAQPage needs one). */
export const helpCenterData = (articles: readonly Pick<HelpArticleSource, 'title' | 'shortAnswer'>[]): StructuredData[] =>
  articles.length ? [faqPageData(articles.map((article) => ({ question: article.title, answer: article.shortAnswer })))] : [];
