import { searchKeywordOf } from './searchKeyword';

describe('searchKeywordOf', () => {
  it('reads the search terms a search engine put in the referrer', () => {
    expect(searchKeywordOf('https://www.bing.com/search?q=self+publish+a+novel&form=QBLH')).toBe('self publish a novel');
    expect(searchKeywordOf('https://search.yahoo.com/search?p=ghostwriter')).toBe('ghostwriter');
    expect(searchKeywordOf('https://yandex.ru/search/?text=book+cover')).toBe('book cover');
  });

  it('finds nothing in a referrer without terms, from another site, or in no referrer', () => {
    expect(searchKeywordOf('https://www.google.com/')).toBe('');
    expect(searchKeywordOf('https://blog.example/post?q=not+a+search')).toBe('');
    expect(searchKeywordOf('')).toBe('');
  });
});
