import { KEYWORD_TOKEN } from '@bookcraft/shared/contracts';

/** The longest ad keyword a headline takes; a longer one gives way to the fallback. */
export const MAX_KEYWORD_LENGTH = 40;
/** Letters (any script), digits and spaces: nothing that could read as markup, a link or a claim's punctuation. */
const PLAIN_WORDS = /^[\p{L}\p{N} ]+$/u;

/** The keyword a headline may show: utm_term trimmed, its spaces collapsed, if it is plain words and short enough. */
export function usableKeyword(utmTerm: string | undefined): string | null {
  const keyword = (utmTerm ?? '').trim().replace(/ {2,}/g, ' ');
  return keyword && keyword.length <= MAX_KEYWORD_LENGTH && PLAIN_WORDS.test(keyword) ? keyword : null;
}

/** A headline's `{keyword|fallback}` filled with the visitor's ad keyword, or its fallback (docs/experiments.md, "Keyword insertion"). */
export function fillKeyword(headline: string, utmTerm: string | undefined): string {
  return headline.replace(KEYWORD_TOKEN, (_token, fallback: string) => usableKeyword(utmTerm) ?? fallback);
}
