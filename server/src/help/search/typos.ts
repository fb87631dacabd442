// A visitor's misspelt word read as the known word it is one slip away from: a letter added, left
// out, changed, or two swapped ("pubish", "royalites", "isbm"). Short words are left alone:
// two letters of "to" are another word, not a typo. So is a word's first letter, which people
// rarely miss: "bread" is not "read". And below two slips' length, only a neighbouring key is a
// changed letter ("isbm", "shoes"), since one changed letter there makes other English words
// ("paint" for "print", "waiting" for "writing").

const SHORTEST_TYPO = 4;
/** From this length, two slips are still the same word ("manuscirpt" for "manuscript"). */
const TWO_SLIPS_FROM = 8;
/** A QWERTY keyboard's rows: a key's neighbours on its row are the likely wrong ones. */
const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const neighbours = (one: string, other: string) => KEYBOARD_ROWS.some((row) => row.includes(one + other) || row.includes(other + one));

/** Whether a word some slips away from the meant one can be a slip of the keyboard rather than another word. */
function likelySlip(word: string, meant: string): boolean {
  if (word[0] !== meant[0]) return false;
  if (word.length >= TWO_SLIPS_FROM || word.length !== meant.length) return true;
  const changed = [...word].findIndex((letter, at) => letter !== meant[at]);
  // Two letters swapped, or one changed for its neighbour.
  const swapped = word[changed] === meant[changed + 1] && word[changed + 1] === meant[changed];
  return swapped || neighbours(word[changed]!, meant[changed]!);
}

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
 * The known word a word not among them was most likely meant as: the fewest slips away, then the one
 * whose terms most articles use. Undefined when none is near enough.
 */
export function meantWord(word: string, known: ReadonlyMap<string, number>): string | undefined {
  if (word.length < SHORTEST_TYPO || /\d/.test(word)) return undefined;
  const limit = word.length >= TWO_SLIPS_FROM ? 2 : 1;
  let meant: { word: string; slips: number; articles: number } | undefined;
  // forEach, not for…of: a question's every unknown word goes through thousands of known words, and
  // entries made for each of them keep the garbage collector busy in the middle of an answer.
  known.forEach((articles, candidate) => {
    // The first letter first: it rules out most words before any counting of slips.
    if (candidate.length < SHORTEST_TYPO || candidate[0] !== word[0]) return;
    const slips = slipsBetween(word, candidate, limit);
    if (slips > limit || !likelySlip(word, candidate)) return;
    if (!meant || slips < meant.slips || (slips === meant.slips && articles > meant.articles)) meant = { word: candidate, slips, articles };
  });
  return meant?.word;
}
