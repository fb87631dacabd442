import { meantWord } from './typos';
import { stopwords, synonymWords, termsOf, termsOfWord, wordsOf } from './words';

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
  /** The share of the question's weight (its terms by rarity, up to MOST_ASKED) the article has. */
  coverage: number;
  /** The score as a share of the question's weight: 1 and more when the article's title is the question. */
  strength: number;
  /** Whether the article's title or short answer has one of the question's terms. */
  headline: boolean;
}

type Field = 'title' | 'shortAnswer' | 'body';

const FIELDS: readonly { field: Field; weight: number; lengthNormalisation: number }[] = [
  { field: 'title', weight: 3, lengthNormalisation: 0.3 },
  { field: 'shortAnswer', weight: 2, lengthNormalisation: 0.5 },
  { field: 'body', weight: 1, lengthNormalisation: 0.75 },
];
/** How fast a term's count saturates: its tenth use in an article counts little more than its third. */
const SATURATION = 1.2;
/**
 * A question weighs at most as much as this many words no article has (the rarest there are): past
 * that, the visitor is telling their story ("my father has amazing stories from the navy…"), and
 * the words no article matches are context, not a sign that the article is the wrong one.
 */
const MOST_ASKED = 3;
/**
 * An article whose title is the question is its answer, whatever else others say: the score grows
 * by up to this share with the share of the title's weight the question has ("How long does
 * editing take?" for "how long will the editing take").
 */
const TITLE_BONUS = 1;

interface IndexedArticle {
  slug: string;
  counts: Record<Field, Map<string, number>>;
  lengths: Record<Field, number>;
}

export interface ArticleIndex {
  articles: IndexedArticle[];
  /** How many articles use each term. */
  articlesWith: Map<string, number>;
  /** The words a question's misspelt word can be read as, each with how many articles use its terms. */
  vocabulary: Map<string, number>;
  averageLengths: Record<Field, number>;
}

/**
 * Markdown's link targets are addresses, not words of the article. A target stops at a "]" too, so
 * that text full of "](" without a ")" is read in one pass, not once from each of them.
 */
const readableText = (markdown: string) => markdown.replace(/\]\([^)\]]*\)/g, ']');

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
  // The words as written, not their terms, so that "hardcovr" is read as "hardcover" (a synonym the
  // articles may not write) and "edting" as "editing" (two slips from its stem "edit").
  const vocabulary = new Map<string, number>();
  const written = articles.flatMap((article) => wordsOf(`${article.title} ${article.shortAnswer} ${readableText(article.body)}`));
  for (const word of [...written, ...synonymWords(), ...stopwords()]) {
    const terms = termsOfWord(word);
    // A word every question has counts as if every article had it: "wich" is "which", not "rich".
    const using = terms.length === 0 ? articles.length : Math.max(...terms.map((term) => articlesWith.get(term) ?? 0));
    if (using > 0) vocabulary.set(word, using);
  }
  const average = (field: Field) => indexed.reduce((sum, article) => sum + article.lengths[field], 0) / Math.max(indexed.length, 1) || 1;
  return { articles: indexed, articlesWith, vocabulary, averageLengths: { title: average('title'), shortAnswer: average('shortAnswer'), body: average('body') } };
}

/** The question's distinct terms, a misspelt word read as the known word it was meant as. */
function questionTerms(index: ArticleIndex, question: string): string[] {
  const known = (word: string) => index.vocabulary.has(word) || termsOfWord(word).some((term) => index.articlesWith.has(term));
  return [...new Set(termsOf(question, (word) => (known(word) ? word : (meantWord(word, index.vocabulary) ?? word))))];
}

/** The inverse document frequency of a term `using` articles of the index have. */
const rarityAmong = (index: ArticleIndex, using: number) => Math.log(1 + (index.articles.length - using + 0.5) / (using + 0.5));
const rarity = (index: ArticleIndex, term: string) => rarityAmong(index, index.articlesWith.get(term) ?? 0);

function weightedCount(index: ArticleIndex, article: IndexedArticle, term: string): number {
  return FIELDS.reduce((sum, { field, weight, lengthNormalisation }) => {
    const count = article.counts[field].get(term) ?? 0;
    const relativeLength = article.lengths[field] / index.averageLengths[field];
    return sum + (weight * count) / (1 - lengthNormalisation + lengthNormalisation * relativeLength);
  }, 0);
}

/** The share of the article's title weight the question has: 1 when it asks every word of the title. */
function titleShare(index: ArticleIndex, article: IndexedArticle, asked: ReadonlySet<string>): number {
  let title = 0;
  let matched = 0;
  for (const term of article.counts.title.keys()) {
    title += rarity(index, term);
    if (asked.has(term)) matched += rarity(index, term);
  }
  return title === 0 ? 0 : matched / title;
}

/** Every article that has any of the question's terms, the best first. */
export function rankArticles(index: ArticleIndex, question: string): ArticleMatch[] {
  const terms = questionTerms(index, question).map((term) => ({ term, rarity: rarity(index, term) }));
  const asked = new Set(terms.map(({ term }) => term));
  const questionWeight = Math.min(
    MOST_ASKED * rarityAmong(index, 0),
    terms.reduce((sum, { rarity: weight }) => sum + weight, 0),
  );
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
    if (score === 0) continue;
    score *= 1 + TITLE_BONUS * titleShare(index, article, asked);
    const headline = terms.some(({ term }) => article.counts.title.has(term) || article.counts.shortAnswer.has(term));
    matches.push({ slug: article.slug, score, coverage: matched / questionWeight, strength: score / questionWeight, headline });
  }
  return matches.sort((one, other) => other.score - one.score);
}
