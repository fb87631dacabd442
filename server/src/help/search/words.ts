import { stemmer } from 'stemmer';
import { SYNONYM_GROUPS } from './synonyms';

// Text to search terms, the same way for articles and for visitors' questions: lower case without
// accents, words without the ones every question has ("how", "do", "the"), each word stemmed
// (Porter: "publishing" and "published" are "publish") and the trade's synonyms folded into one term.

const STOPWORDS = new Set(
  [
    'a about above after again against all also am an and any anyone anything are as at be because been before being below between both but by',
    'can could did do does doing done dont down during each either else even ever every few for from further get gets getting go goes going',
    'got had has have having he her here hers herself him himself his how i id if ill im in into is isnt it its itself ive just know let lets',
    'like likely many me might mine more most much must my myself need no nor not now of off on once one only or other others our ours',
    'ourselves out over own please pls plz quite rather really same say see she should so some something such sure tell than thank thanks that',
    'thats the their theirs them themselves then there these they thing things this those through thru to too under until up upon us very',
    'wanna want wanted was way we well were what whats when where whether which while who whom whose why will with within without wonder',
    'wondering would yes yet you youd youll your youre yours yourself hi hello hey ok okay u ur r ya yeah hmm guys',
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
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

interface Phrase {
  words: string[];
  term: string;
}

function synonymTables() {
  const singles = new Map<string, string>();
  const phrases: Phrase[] = [];
  for (const [first, ...rest] of SYNONYM_GROUPS) {
    const term = stem(first!);
    for (const synonym of [first!, ...rest]) {
      const words = wordsOf(synonym).map(stem);
      if (words.length === 1) singles.set(words[0]!, term);
      else phrases.push({ words, term });
    }
  }
  // The longest phrase first, so "hard cover" is not taken for "cover".
  phrases.sort((one, other) => other.words.length - one.words.length);
  return { singles, phrases };
}

const { singles, phrases } = synonymTables();

function phraseAt(stems: string[], at: number): Phrase | undefined {
  return phrases.find((phrase) => phrase.words.every((word, offset) => stems[at + offset] === word));
}

/** The search terms of a text, in order, repeated as often as the text repeats them. */
export function termsOf(text: string): string[] {
  const words = wordsOf(text);
  const stems = words.map(stem);
  const terms: string[] = [];
  for (let at = 0; at < words.length; ) {
    const phrase = phraseAt(stems, at);
    if (phrase) {
      terms.push(phrase.term);
      at += phrase.words.length;
      continue;
    }
    if (!STOPWORDS.has(words[at]!)) terms.push(singles.get(stems[at]!) ?? stems[at]!);
    at += 1;
  }
  return terms;
}
