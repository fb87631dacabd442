import type { ArticleMatch } from './articleIndex';

// When a match is good enough to show a visitor. Tuned on the labelled questions of
// bench/answers/questions.ts (`npm run bench -- answers`); change them only with that bench.

export const SUGGESTION_RULES = {
  /** At most this many answers under a question. */
  most: 3,
  /** The article has at least this share of what the question asks (terms weighed by rarity). */
  coverage: 0.3,
  /** And this strength: a word it uses once in its body is not an answer. */
  strength: 0.35,
  /** A second or third answer scores at least this share of the first. */
  nearTheBest: 0.6,
} as const;

/**
 * The matches worth showing, best first: none when nothing matches well. An article must also have
 * one of the question's words in its title or short answer, what it is about: "test" or "two" in its
 * body alone does not make it an answer.
 */
export function goodMatches(ranked: readonly ArticleMatch[]): ArticleMatch[] {
  const good = ranked.filter((match) => match.headline && match.coverage >= SUGGESTION_RULES.coverage && match.strength >= SUGGESTION_RULES.strength);
  const best = good[0]?.score ?? 0;
  return good.filter((match) => match.score >= best * SUGGESTION_RULES.nearTheBest).slice(0, SUGGESTION_RULES.most);
}
