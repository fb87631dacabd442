import { pageTitle } from './headTags';

describe('a page title', () => {
  it('names the site after the page when both fit in 70 characters', () => {
    expect(pageTitle('How long does editing take?')).toBe('How long does editing take? | Book Craft');
  });

  it('leaves the site out of a long title, and cuts one longer than 70 characters at a word', () => {
    const long = 'Do I need formatting if my book is already in Word or Google Docs?';
    expect(pageTitle(long)).toBe(long);
    const longer = 'Can you format a cookbook with hundreds of photographs, recipes and measurement tables?';
    const title = pageTitle(longer);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(title).toBe('Can you format a cookbook with hundreds of photographs, recipes and…');
  });
});
