import { schemaOrgProblems } from '@bookcraft/testing/schemaOrg';
import { PRICING_PLANS } from '../pricing';
import { blogPostingData, breadcrumbData, faqPageData, organizationData, pricingServiceData, serviceTrailFor, structuredDataScript } from './structuredData';

const origin = 'https://books.example';

describe('structured data', () => {
  it('tells the company with its phone and e-mail, valid as a schema.org Organization', () => {
    const data = organizationData({ origin, phone: '(212) 555-0147', email: 'write@books.example' });
    expect(data).toMatchObject({ '@type': 'Organization', name: 'Book Craft', url: 'https://books.example/', telephone: '(212) 555-0147' });
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(schemaOrgProblems({ ...data, telephone: '' })).toEqual(['Organization.telephone: Too small: expected string to have >=1 characters']);
  });

  it('makes a FAQPage of the questions shown', () => {
    const data = faqPageData([{ question: 'How long?', answer: 'Three weeks.' }]);
    expect(data.mainEntity).toEqual([{ '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Three weeks.' } }]);
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(schemaOrgProblems(faqPageData([]))).not.toEqual([]);
  });

  it('makes a BlogPosting of an article at its own address', () => {
    const data = blogPostingData({ title: 'ISBNs, Explained', excerpt: 'The paperwork.', image: 'hero-publishing', published_at: '2026-03-01T09:00:00Z' }, { origin, pathname: '/blog/4' });
    expect(data).toMatchObject({ headline: 'ISBNs, Explained', datePublished: '2026-03-01T09:00:00.000Z', mainEntityOfPage: 'https://books.example/blog/4' });
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it("walks a service page's trail from the services page, with the names its page shows", () => {
    expect(serviceTrailFor('/services/ghostwriting/fiction')).toEqual([
      { name: 'Services', path: '/services' },
      { name: 'Ghostwriting', path: '/services/ghostwriting' },
      { name: 'Fiction Ghostwriting', path: '/services/ghostwriting/fiction' },
    ]);
    expect(serviceTrailFor('/services')).toBeUndefined();
    expect(serviceTrailFor('/about-us')).toBeUndefined();
    const data = breadcrumbData(serviceTrailFor('/services/proofreading')!, origin);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Services', item: 'https://books.example/services' },
      { '@type': 'ListItem', position: 2, name: 'Editing & Proofreading', item: 'https://books.example/services/proofreading' },
    ]);
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('offers each pricing plan at its price', () => {
    const data = pricingServiceData({ origin, pathname: '/book-publishing-services-pricing' });
    const offers = data.offers as { name: string; price: string }[];
    expect(offers).toHaveLength(PRICING_PLANS.length);
    expect(offers.find((offer) => offer.name === 'Professional package')?.price).toBe('1299');
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it('writes a block that no text in it can break out of', () => {
    const script = structuredDataScript(faqPageData([{ question: '</script><script>alert(1)</script>', answer: 'No.' }]));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(script.replace(/^<script[^>]*>|<\/script>$/g, '')).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
