import { KEYWORD_TOKEN } from '@bookcraft/shared/contracts';

/** The longest ad keyword a headline takes, in characters and in words; a longer one gives way to the fallback. */
export const MAX_KEYWORD_LENGTH = 40;
const MAX_KEYWORD_WORDS = 5;
/** Letters (any script) and single spaces: no digits (a phone number), nothing that could read as markup, a link or a claim's punctuation. */
const PLAIN_WORDS = /^\p{L}+(?: \p{L}+)*$/u;
/**
 * Words no headline of the site says, whatever an ad's term (or a stranger's link) carries: claims about
 * money or the law, calls to act elsewhere, and words of abuse. A term with any of them gets the fallback.
 */
const STOP_WORDS = new Set([
  'scam', 'scams', 'fraud', 'fake', 'refund', 'refunds', 'lawsuit', 'sue', 'complaint', 'complaints', 'police', 'arrest', 'illegal',
  'call', 'phone', 'whatsapp', 'telegram', 'sms', 'dial', 'click', 'visit', 'download', 'login', 'password', 'bitcoin', 'crypto',
  'casino', 'bet', 'betting', 'loan', 'loans', 'cash', 'money', 'guaranteed', 'winner', 'prize',
  'porn', 'sex', 'nude', 'xxx', 'viagra', 'drugs', 'kill', 'hate', 'hack', 'hacked', 'virus',
]);

/**
 * The keyword a headline may show: utm_term trimmed, its spaces collapsed, if it is a few plain words,
 * short enough and free of the stop-list (docs/experiments.md, "Keyword insertion"); null otherwise.
 */
export function usableKeyword(utmTerm: string | undefined | null): string | null {
  const keyword = (utmTerm ?? '').trim().replace(/ +/g, ' ');
  if (!keyword || keyword.length > MAX_KEYWORD_LENGTH || !PLAIN_WORDS.test(keyword)) return null;
  const words = keyword.toLowerCase().split(' ');
  return words.length <= MAX_KEYWORD_WORDS && !words.some((word) => STOP_WORDS.has(word)) ? keyword : null;
}

/** A headline's `{keyword|fallback}` filled with the visitor's ad keyword, or its fallback (docs/experiments.md, "Keyword insertion"). */
export function fillKeyword(headline: string, utmTerm: string | undefined): string {
  return headline.replace(KEYWORD_TOKEN, (_token, fallback: string) => usableKeyword(utmTerm) ?? fallback);
}
