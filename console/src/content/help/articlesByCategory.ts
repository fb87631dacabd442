import { HELP_CATEGORIES, type HelpCategory } from '@bookcraft/shared/contracts';

/** The categories that have articles, in the order /help lists them, each with its articles in the order given. */
export function articlesByCategory<A extends { category: HelpCategory }>(articles: readonly A[]): { category: HelpCategory; articles: A[] }[] {
  return HELP_CATEGORIES.map((category) => ({ category, articles: articles.filter((article) => article.category === category) })).filter((group) => group.articles.length > 0);
}
