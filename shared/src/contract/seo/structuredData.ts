import { GHOSTWRITING_PAGES, SERVICE_PAGES } from '../constants';
import { PRICING_PLANS } from '../pricing';
import type { FaqItem } from '../types';
import { blogPostHead, type BlogPostHeadSource } from './blogPostHead';
import { SITE_NAME } from './brand';

// schema.org data that search engines read for rich results, made from the data the pages show.

export type StructuredData = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const thing = (type: string, fields: Record<string, unknown>): StructuredData => ({ '@context': 'https://schema.org', '@type': type, ...fields });
const absolute = (origin: string, path: string) => new URL(path, origin).href;

/** The company, on every page, with the site's own phone and e-mail. */
export function organizationData({ origin, phone, email }: { origin: string; phone: string; email: string }): StructuredData {
  return thing('Organization', { name: SITE_NAME, url: absolute(origin, '/'), telephone: phone, email, logo: absolute(origin, '/images/share-default.png') });
}

/** The questions a FAQ block shows. */
export function faqPageData(items: readonly FaqItem[]): StructuredData {
  return thing('FAQPage', {
    mainEntity: items.map(({ question, answer }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } })),
  });
}

export interface BlogPostingSource extends BlogPostHeadSource {
  published_at: Date | string;
  /** When the published text last changed; the published date when absent. */
  date_modified?: Date | string;
  /** Who wrote it: a person's name, or the company's. */
  author?: string;
}

/** One article of the blog, at its own address. */
export function blogPostingData(post: BlogPostingSource, { origin, pathname }: { origin: string; pathname: string }): StructuredData {
  const head = blogPostHead(post);
  return thing('BlogPosting', {
    headline: post.title.slice(0, 110),
    description: head.description,
    image: absolute(origin, head.image!),
    datePublished: new Date(post.published_at).toISOString(),
    dateModified: new Date(post.date_modified ?? post.published_at).toISOString(),
    mainEntityOfPage: absolute(origin, pathname),
    author: post.author && post.author !== SITE_NAME ? { '@type': 'Person', name: post.author } : { '@type': 'Organization', name: SITE_NAME, url: absolute(origin, '/') },
    publisher: { '@type': 'Organization', name: SITE_NAME },
  });
}

export interface TrailStep {
  name: string;
  path: string;
}

const ghostwritingKindName = (label: string) => (label === 'Script Writing' ? label : `${label} Ghostwriting`);

/** Each service page's name, as its page and its breadcrumbs say it. */
export const SERVICE_NAMES: ReadonlyMap<string, string> = new Map([
  ...SERVICE_PAGES.map(({ path, label }): [string, string] => [path, label]),
  ...GHOSTWRITING_PAGES.map(({ path, label }): [string, string] => [path, ghostwritingKindName(label)]),
]);

/** Services / Ghostwriting / Fiction Ghostwriting: the way from the services page down to a service page; none for other paths. */
export function serviceTrailFor(path: string): TrailStep[] | undefined {
  if (!SERVICE_NAMES.has(path)) return undefined;
  const parts = path.split('/').slice(2);
  const steps = parts.map((_, index) => `/services/${parts.slice(0, index + 1).join('/')}`);
  return [{ name: 'Services', path: '/services' }, ...steps.map((step) => ({ name: SERVICE_NAMES.get(step)!, path: step }))];
}

export function breadcrumbData(trail: readonly TrailStep[], origin: string): StructuredData {
  return thing('BreadcrumbList', {
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: absolute(origin, step.path) })),
  });
}

/** "$1,299" as schema.org wants a price: "1299". */
const priceOf = (price: string) => price.replace(/[^\d.]/g, '');

/** The publishing packages of the pricing page, each an offer at its price. */
export function pricingServiceData({ origin, pathname }: { origin: string; pathname: string }): StructuredData {
  return thing('Service', {
    name: 'Book Publishing Packages',
    serviceType: 'Book publishing',
    url: absolute(origin, pathname),
    provider: { '@type': 'Organization', name: SITE_NAME, url: absolute(origin, '/') },
    offers: PRICING_PLANS.map((plan) => ({ '@type': 'Offer', name: `${plan.plan} package`, price: priceOf(plan.price), priceCurrency: 'USD', url: absolute(origin, pathname) })),
  });
}

/** A block's JSON for a script element, with `<` escaped so no text in it can end the element. */
export const structuredDataJson = (data: StructuredData): string => JSON.stringify(data).replace(/</g, '\\u003c');

export const structuredDataScript = (data: StructuredData): string => `<script type="application/ld+json">${structuredDataJson(data)}</script>`;
