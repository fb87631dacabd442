import { schemaOrgProblems } from '@bookcraft/testing/schemaOrg';
import { helpArticleHead } from './helpHeads';
import { helpArticleData, helpCenterData } from './helpStructuredData';

const origin = 'https://books.example';
const article = { title: 'How long does editing take?', shortAnswer: 'Two to six weeks.', publishedAt: '2026-11-01T09:00:00Z', updatedAt: '2026-11-20T10:00:00Z' };

describe("the help center's heads and structured data", () => {
  it("heads an article's page with its question and short answer", () => {
    expect(helpArticleHead(article)).toMatchObject({ title: 'How long does editing take?', description: 'Two to six weeks.' });
  });

  it('tells an article as an Article and as the one question it answers, both valid for schema.org', () => {
    const [posting, faq] = helpArticleData(article, { origin, pathname: '/help/how-long-does-editing-take' });
    expect(posting).toMatchObject({
      '@type': 'Article',
      headline: 'How long does editing take?',
      description: 'Two to six weeks.',
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-20T10:00:00.000Z',
      url: 'https://books.example/help/how-long-does-editing-take',
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage', mainEntity: [{ name: 'How long does editing take?', acceptedAnswer: { text: 'Two to six weeks.' } }] });
    for (const block of [posting, faq]) expect(schemaOrgProblems(block)).toEqual([]);
  });

  it('tells /help as a FAQPage of every article, and nothing when there is none', () => {
    const [faq] = helpCenterData([article, { title: 'Do I keep my royalties?', shortAnswer: 'Yes, all of them.' }]);
    expect((faq!.mainEntity as unknown[]).length).toBe(2);
    expect(schemaOrgProblems(faq)).toEqual([]);
    expect(helpCenterData([])).toEqual([]);
  });
});
