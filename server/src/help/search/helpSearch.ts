import { indexArticles, rankArticles, type ArticleIndex, type SearchableArticle } from './articleIndex';
import { goodMatches } from './suggestions';

export type { ArticleMatch, SearchableArticle } from './articleIndex';

/** The published articles, searchable. */
export interface HelpSearch {
  /** Every article with any of the question's terms, the best first (the help pages' search). */
  ranked(question: string): { slug: string; score: number }[];
  /** At most three articles good enough to suggest in the chat; none when nothing answers it. */
  suggested(question: string): string[];
}

export function helpSearch(articles: readonly SearchableArticle[]): HelpSearch {
  const index: ArticleIndex = indexArticles(articles);
  return {
    ranked: (question) => rankArticles(index, question).map(({ slug, score }) => ({ slug, score })),
    suggested: (question) => goodMatches(rankArticles(index, question)).map((match) => match.slug),
  };
}
