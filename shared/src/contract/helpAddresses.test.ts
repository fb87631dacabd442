import { HELP_QUESTION_MAX, helpArticleAddress, helpQuestionOf, helpSlugInSegment, isHelpSlug } from './helpAddresses';

describe("the help center's addresses", () => {
  it('names an article by its slug, and nothing else as one', () => {
    expect(helpArticleAddress('how-long-does-editing-take')).toBe('/help/how-long-does-editing-take');
    for (const slug of ['isbn', 'how-long-does-editing-take', '2026-prices']) expect(isHelpSlug(slug)).toBe(true);
    for (const segment of ['', 'How-Long', 'a_b', 'how--long', '-x', '..', 'caf%C3%A9', 'a'.repeat(101)]) expect(isHelpSlug(segment)).toBe(false);
  });

  it('reads the segment after /help/ as the router does, percent-decoded', () => {
    expect(helpSlugInSegment('isbn')).toBe('isbn');
    expect(helpSlugInSegment('%69sbn')).toBe('isbn');
    for (const segment of ['%', 'a%2Fb', 'ISBN', '%3Cscript%3E']) expect(helpSlugInSegment(segment)).toBeUndefined();
  });

  it("reads ?q= trimmed and cut to the longest question, so a long paste is searched, not refused", () => {
    expect(helpQuestionOf(null)).toBe('');
    expect(helpQuestionOf('   ')).toBe('');
    expect(helpQuestionOf('  how long does editing take ')).toBe('how long does editing take');
    expect(helpQuestionOf('x'.repeat(HELP_QUESTION_MAX + 50))).toHaveLength(HELP_QUESTION_MAX);
  });
});
