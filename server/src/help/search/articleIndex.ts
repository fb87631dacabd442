import { meantTerm } from './typos';
import { termsOf } from './words';

// The published articles ranked for a question with BM25F: each question term counts by how rare it
// is among the articles (inverse document frequency, which PostgreSQL's ts_rank does not have) and
// by how often an article uses it, saturating, in fields weighted by what they are: a title says what
// the article answers, its short answer says it again, the body has everything else.

export interface SearchableArticle {
  slug: string;
  title: string;
  shortAnswer: string;
  body: string;
}

export interface ArticleMatch {
  slug: string;
  score: number;
  /** The share of the question's weight (its terms by rarity) the article has: 1 when it has every term. */
  coverage: number;
  /** The score as a share of the most a question can score (every term, used without end): from 0 to 1. */
  strength: number;
}

type Field = 'title' | 'shortAnswer' | 'body';

const FIELDS: readonly { field: Field; weight: number; lengthNormalisation: number }[] = [
  { field: 'title', weight: 3, lengthNormalisation: 0.3 },
  { field: 'shortAnswer', weight: 2, lengthNormalisation: 0.5 },
  { field: 'body', weight: 1, lengthNormalisation: 0.75 },
];
/** How fast a term's count saturates: its tenth use in an article counts little more than its third. */
const SATURATION = 1.2;

interface IndexedArticle {
  slug: string;
  counts: Record<Field, Map<string, number>>;
  lengths: Record<Field, number>;
}

export interface ArticleIndex {
  articles: IndexedArticle[];
  /** How many articles use each term. */
  articlesWith: Map<string, number>;
  averageLengths: Record<Field, number>;
}

/** Markdown's link targets are addresses, not words of the article. */
const readableText = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']');

function counted(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

export function indexArticles(articles: readonly SearchableArticle[]): ArticleIndex {
  const indexed = articles.map((article): IndexedArticle => {
    const terms = { title: termsOf(article.title), shortAnswer: termsOf(article.shortAnswer), body: termsOf(readableText(article.body)) };
    return {
      slug: article.slug,
      counts: { title: counted(terms.title), shortAnswer: counted(terms.shortAnswer), body: counted(terms.body) },
      lengths: { title: terms.title.length, shortAnswer: terms.shortAnswer.length, body: terms.body.length },
    };
  });
  const articlesWith = new Map<string, number>();
  for (const article of indexed) {
    const used = new Set(FIELDS.flatMap(({ field }) => [...article.counts[field].keys()]));
    for (const term of used) articlesWith.set(term, (articlesWith.get(term) ?? 0) + 1);
  }
  const average = (field: Field) => indexed.reduce((sum, article) => sum + article.lengths[field], 0) / Math.max(indexed.length, 1) || 1;
  return { articles: indexed, articlesWith, averageLengths: { title: average('title'), shortAnswer: average('shortAnswer'), body: average('body') } };
}

/** The question's distinct terms, a misspelt one read as the known term it was meant as. */
function questionTerms(index: ArticleIndex, question: string): string[] {
  const terms = termsOf(question).map((term) => (index.articlesWith.has(term) ? term : (meantTerm(term, index.articlesWith) ?? term)));
  return [...new Set(terms)];
}

const rarity = (index: ArticleIndex, term: string) => {
  const total = index.articles.length;
  const using = index.articlesWith.get(term) ?? 0;
  return Math.log(1 + (total - using + 0.5) / (using + 0.5));
};

function weightedCount(index: ArticleIndex, article: IndexedArticle, term: string): number {
  return FIELDS.reduce((sum, { field, weight, lengthNormalisation }) => {
    const count = article.counts[field].get(term) ?? 0;
    const relativeLength = article.lengths[field] / index.averageLengths[field];
    return sum + (weight * count) / (1 - lengthNormalisation + lengthNormalisation * relativeLength);
  }, 0);
}

/** Every article that has any of the question's terms, the best first. */
export function rankArticles(index: ArticleIndex, question: string): ArticleMatch[] {
  const terms = questionTerms(index, question).map((term) => ({ term, rarity: rarity(index, term) }));
  const questionWeight = terms.reduce((sum, { rarity: weight }) => sum + weight, 0);
  const matches: ArticleMatch[] = [];
  for (const article of index.articles) {
    let score = 0;
    let matched = 0;
    for (const { term, rarity: weight } of terms) {
      const count = weightedCount(index, article, term);
      if (count === 0) continue;
      score += (weight * count) / (SATURATION + count);
      matched += weight;
    }
    if (score > 0) matches.push({ slug: article.slug, score, coverage: matched / questionWeight, strength: score / questionWeight });
  }
  return matches.sort((one, other) => other.score - one.score);
}
