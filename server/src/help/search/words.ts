import { stemmer } from 'stemmer';
import { SYNONYM_GROUPS } from './synonyms';

// Text to search terms, the same way for articles and for visitors' questions: lower case without
// accents, words without the ones every question has ("how", "do", "the"), each word stemmed
// (Porter: "publishing" and "published" are "publish") and the trade's synonyms folded into their
// group's term.

const STOPWORDS = new Set(
  [
    'a about above after again against all also am an and any anyone anything are as at be because been before being below between both but by',
    'can could did do does doing done dont down during each either else even ever every few for from further get gets getting go goes going',
    'got had has have having he her here hers herself him himself his how i id if ill im in into is isnt it its itself ive just know let lets',
    'like likely many me might mine more most much must my myself need no nor not now of off on once one only or other others our ours',
    'ourselves out over please pls plz quite rather really same say see she should so some something such sure tell than thank thanks that',
    'thats the their theirs them themselves then there these they thing things this those through thru to too under until up upon us very',
    'wanna want wanted was way we well were what whats when where whether which while who whom whose why will with within without wonder',
    'wondering would yes yet you youd youll your youre yours yourself hi hello hey ok okay u ur r ya yeah hmm guys',
    // Counts are details of the visitor's case ("two books"); the question is what they are counted for.
    'two three four five six seven eight nine ten',
    // Words that soften, stretch or praise a question without saying what it is about.
    'best good great nice actually basically everything everyone everybody exactly give gives given honestly maybe normally perhaps probably roughly still usually',
  ]
    .join(' ')
    .split(' '),
);

const stem = (word: string) => stemmer(word);

/** Lower case, no accents or apostrophes, every other mark a space: the words in order. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    // "$1,299" and "90,000 words" are one number each, as the articles write them.
    .replace(/(\d),(\d)/g, '$1$2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Phrase {
  words: string[];
  terms: string[];
}

// A word is looked up as written first, then by its stem: "editions" is not "editing", though Porter
// stems both to "edit", and "formats" (editions) is not "formatting". A stem goes to the groups of
// the first word listed with it. A word in two groups is both: "proofreading" is a kind of editing.
function synonymTables() {
  const written = new Map<string, string[]>();
  const phrases = new Map<string, Phrase>();
  // "e-book" and "e book" are one phrase: a group's term once.
  const withTerm = (terms: string[] | undefined, term: string) => (terms?.includes(term) ? terms : [...(terms ?? []), term]);
  for (const [term, ...rest] of SYNONYM_GROUPS) {
    for (const synonym of [term!, ...rest]) {
      const words = wordsOf(synonym);
      if (words.length === 1) written.set(words[0]!, withTerm(written.get(words[0]!), term!));
      else {
        const stems = words.map(stem);
        const key = stems.join(' ');
        phrases.set(key, { words: stems, terms: withTerm(phrases.get(key)?.terms, term!) });
      }
    }
  }
  const stems = new Map<string, string[]>();
  for (const [word, terms] of written) if (!stems.has(stem(word))) stems.set(stem(word), terms);
  // The longest phrase first, so "hard cover" is not taken for "cover".
  const longestFirst = [...phrases.values()].sort((one, other) => other.words.length - one.words.length);
  return { written, stems, phrases: longestFirst };
}

const { written, stems: stemTerms, phrases } = synonymTables();

/** The search terms of one word: none for a word every question has. */
export function termsOfWord(word: string): string[] {
  if (STOPWORDS.has(word)) return [];
  const stemmed = stem(word);
  return written.get(word) ?? stemTerms.get(stemmed) ?? [stemmed];
}

/** Every word the synonym groups write, for reading misspelt words as one of them. */
export const synonymWords = (): string[] => [...written.keys()];

/** The words every question has, for reading a misspelt one as one of them ("wich" is "which"). */
export const stopwords = (): string[] => [...STOPWORDS];

function phraseAt(stems: string[], at: number): Phrase | undefined {
  return phrases.find((phrase) => phrase.words.every((word, offset) => stems[at + offset] === word));
}

/**
 * The search terms of a text, in order, repeated as often as the text repeats them. `respell` reads a
 * visitor's word as the one they meant, before anything else.
 */
export function termsOf(text: string, respell: (word: string) => string = (word) => word): string[] {
  const words = wordsOf(text).map(respell);
  const stems = words.map(stem);
  const terms: string[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(stems, at);
    terms.push(...(phrase?.terms ?? termsOfWord(words[at]!)));
    at += phrase?.words.length ?? 1;
  }
  return terms;
}
