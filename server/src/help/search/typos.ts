// A visitor's misspelt word read as the articles' word it is one slip away from: a letter added,
// left out, changed, or two swapped ("pubish", "royalites", "isbm"). Short words are left alone:
// two letters of "to" are another word, not a typo.

const SHORTEST_TYPO = 4;
/** From this length, two slips are still the same word ("manuscirpt" for "manuscript"). */
const TWO_SLIPS_FROM = 8;

/** The optimal string alignment distance, or `limit + 1` as soon as it must be more than `limit`. */
export function slipsBetween(one: string, other: string, limit: number): number {
  if (Math.abs(one.length - other.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: other.length + 1 }, (_, index) => index);
  for (let row = 1; row <= one.length; row += 1) {
    const current = [row];
    let best = row;
    for (let column = 1; column <= other.length; column += 1) {
      const cost = one[row - 1] === other[column - 1] ? 0 : 1;
      let distance = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
      if (row > 1 && column > 1 && one[row - 1] === other[column - 2] && one[row - 2] === other[column - 1]) distance = Math.min(distance, beforePrevious[column - 2]! + 1);
      current.push(distance);
      best = Math.min(best, distance);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[other.length]!;
}

/**
 * The known term a word not among them was most likely meant as: the fewest slips away, then the one
 * most articles use. Undefined when none is near enough.
 */
export function meantTerm(word: string, known: ReadonlyMap<string, number>): string | undefined {
  if (word.length < SHORTEST_TYPO || /\d/.test(word)) return undefined;
  const limit = word.length >= TWO_SLIPS_FROM ? 2 : 1;
  let meant: { term: string; slips: number; articles: number } | undefined;
  for (const [term, articles] of known) {
    if (term.length < SHORTEST_TYPO) continue;
    const slips = slipsBetween(word, term, limit);
    if (slips > limit) continue;
    if (!meant || slips < meant.slips || (slips === meant.slips && articles > meant.articles)) meant = { term, slips, articles };
  }
  return meant?.term;
}
