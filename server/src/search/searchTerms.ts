/** At most this many words of a search count: more only narrows what one search box is for. */
const MAX_WORDS = 8;
/** A word longer than this is no word anyone types; it is cut so the index is still used. */
const MAX_WORD_LENGTH = 40;
/** Digits that look like (part of) a phone number: searched as one run of digits too. */
const PHONE_LIKE = /^[\d\s()+./-]+$/;
const MIN_PHONE_DIGITS = 4;

export interface SearchTerms {
  /** Letters and digits only, lower case: each is safe inside to_tsquery whatever the member typed. */
  words: string[];
  /** The digits of a phone-like search ("+1 (555) 0100" gives "15550100"), or null. */
  digits: string | null;
}

/**
 * The words of what a member typed. Only runs of letters and digits are kept, so no operator,
 * quote or colon of the text ever reaches PostgreSQL's query syntax: "&|!:*()'\"" finds nothing,
 * and is never an error.
 */
export function searchTerms(text: string): SearchTerms {
  const words = (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
  const digits = text.replace(/\D+/g, '');
  return { words, digits: PHONE_LIKE.test(text) && digits.length >= MIN_PHONE_DIGITS ? digits : null };
}
