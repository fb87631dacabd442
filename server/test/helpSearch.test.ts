import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { helpSearch } from '../src/help/search/helpSearch';
import { goodMatches } from '../src/help/search/suggestions';
import { meantWord, slipsBetween } from '../src/help/search/typos';
import { termsOf } from '../src/help/search/words';

const article = (slug: string, title: string, shortAnswer: string, body = '') => ({ slug, title, shortAnswer, body });

const ARTICLES = [
  article('editing-time', 'How long does editing take?', 'Most edits take two to six weeks, depending on length and the level of editing.'),
  article('prices', 'How much does it cost?', 'Six packages, from Starter at $399 to Ultimate at $11,899.', 'Every package includes publishing on several platforms.'),
  article('royalties', 'Do I keep my rights and royalties?', 'Yes. You keep every right and 100% of your royalties.'),
  article('isbn', 'Do you provide the ISBN?', 'Yes, we register the ISBN and copyright in your name.'),
  article('audiobook-length', 'How long is an audiobook?', 'About one finished hour for every 9,000 words.'),
];

describe('the help center search', () => {
  const search = helpSearch(ARTICLES);

  it('reads a question and an article in the same terms: stems, the trade\'s synonyms, no filler words', () => {
    assert.deepEqual(termsOf('What do you charge for editing?'), termsOf('the price of an edit'));
    assert.deepEqual(termsOf('Can I get my e-book on Kindle?'), ['ebook', 'ebook']);
    assert.deepEqual(termsOf('how long'), termsOf('timeline'));
    assert.deepEqual(termsOf('editions'), ['edition'], 'a book\'s editions are not its editing, though both stem to "edit"');
    assert.deepEqual(termsOf('proofreading'), ['edit', 'proofread'], 'a kind of editing is editing too');
  });

  it('counts a slip of the keyboard as one, two letters swapped too', () => {
    assert.equal(slipsBetween('royalites', 'royalties', 2), 1);
    assert.equal(slipsBetween('pubish', 'publish', 1), 1);
    assert.equal(slipsBetween('editing', 'marketing', 1), 2, 'more than the limit is the limit + 1');
  });

  it('reads a misspelt word as the word it was meant as, not as another English word', () => {
    const known = new Map([['isbn', 1], ['read', 3], ['print', 2], ['editing', 2]]);
    assert.equal(meantWord('isbm', known), 'isbn', 'a neighbouring key');
    assert.equal(meantWord('edting', known), 'editing');
    assert.equal(meantWord('bread', known), undefined, 'a first letter is rarely a slip');
    assert.equal(meantWord('paint', known), undefined, 'one letter far from it on the keyboard makes another word');
  });

  it('suggests the article that answers a question in other words, misspelt too', () => {
    assert.deepEqual(search.suggested('what do you charge?')[0], 'prices');
    assert.deepEqual(search.suggested('will the royalites be mine')[0], 'royalties');
    assert.deepEqual(search.suggested('how many weeks for an editor to go through my manuscript')[0], 'editing-time');
    assert.deepEqual(search.suggested('how long will the edting take')[0], 'editing-time');
    assert.deepEqual(search.suggested('how many hours will my audiobook be')[0], 'audiobook-length');
  });

  it('finds the question in a visitor\'s story', () => {
    const story = 'My father has amazing stories from his years in the navy and I want to surprise him with a book for his birthday. How long does the editing take?';
    assert.deepEqual(search.suggested(story), ['editing-time']);
  });

  it('suggests nothing for a question no article answers', () => {
    assert.deepEqual(search.suggested('what is the weather tomorrow'), []);
    assert.deepEqual(search.suggested('hello'), []);
    assert.deepEqual(search.suggested('do you repair laptops'), []);
    assert.deepEqual(search.suggested('two'), [], 'a count alone asks nothing');
  });

  it('does not suggest an article that has the question\'s words only in its body', () => {
    const inTheBody = { slug: 'prices', score: 2, coverage: 1, strength: 1, headline: false };
    assert.deepEqual(goodMatches([inTheBody]), []);
    assert.deepEqual(goodMatches([{ ...inTheBody, headline: true }]).map((match) => match.slug), ['prices']);
  });

  it('never suggests more than three', () => {
    assert.ok(search.suggested('how long editing audiobook isbn royalties price').length <= 3);
  });
});
