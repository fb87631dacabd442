import { z } from 'zod';

// The schema.org types the site publishes, with the properties search engines need for their rich
// results (Google's structured-data requirements), so a test can tell a block that would be ignored.

const url = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);
const organization = z.object({ '@type': z.literal('Organization'), name: text, url: url.optional() });
const context = { '@context': z.literal('https://schema.org') };

const SCHEMAS = {
  Organization: z.object({ ...context, '@type': z.literal('Organization'), name: text, url, telephone: text, email: z.email(), logo: url }),
  FAQPage: z.object({
    ...context,
    '@type': z.literal('FAQPage'),
    mainEntity: z.array(z.object({ '@type': z.literal('Question'), name: text, acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }) })).min(1),
  }),
  BlogPosting: z.object({
    ...context,
    '@type': z.literal('BlogPosting'),
    headline: text.max(110),
    description: text,
    image: url,
    datePublished: z.iso.datetime(),
    mainEntityOfPage: url,
    author: organization,
    publisher: organization,
  }),
  Article: z.object({
    ...context,
    '@type': z.literal('Article'),
    headline: text.max(110),
    description: text,
    datePublished: z.iso.datetime(),
    dateModified: z.iso.datetime(),
    url,
    author: organization,
    publisher: organization,
  }),
  BreadcrumbList: z.object({
    ...context,
    '@type': z.literal('BreadcrumbList'),
    itemListElement: z
      .array(z.object({ '@type': z.literal('ListItem'), position: z.number().int().min(1), name: text, item: url }))
      .min(2)
      .refine((items) => items.every((item, index) => item.position === index + 1), 'positions run 1, 2, 3…'),
  }),
  Service: z.object({
    ...context,
    '@type': z.literal('Service'),
    name: text,
    serviceType: text,
    url,
    provider: organization,
    offers: z.array(z.object({ '@type': z.literal('Offer'), name: text, price: z.string().regex(/^\d+(\.\d+)?$/), priceCurrency: z.string().regex(/^[A-Z]{3}$/), url })).min(1),
  }),
} as const;

export type SchemaOrgType = keyof typeof SCHEMAS;

/** What is wrong with a structured-data block for its schema.org type; an empty list for a valid one. */
export function schemaOrgProblems(block: unknown): string[] {
  const type = (block as { '@type'?: unknown } | null)?.['@type'];
  if (typeof type !== 'string' || !Object.hasOwn(SCHEMAS, type)) return [`not a type the site publishes: ${String(type)}`];
  const result = SCHEMAS[type as SchemaOrgType].safeParse(block);
  return result.success ? [] : result.error.issues.map((issue) => `${type}.${issue.path.join('.')}: ${issue.message}`);
}

/** The JSON of every `<script type="application/ld+json">` of a page. */
export const structuredDataOf = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as unknown);
