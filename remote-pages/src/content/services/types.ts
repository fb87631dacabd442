import type { GHOSTWRITING_PAGES, SERVICE_PAGES } from '@bookcraft/shared';
import type { FaqItem, Illustration, Stat, Step } from '../types';

type ServicePath = (typeof SERVICE_PAGES)[number]['path'] | (typeof GHOSTWRITING_PAGES)[number]['path'];
type SlugOf<Path> = Path extends `/services/${infer Slug}` ? Slug : never;

/** A service page's path after /services/: "proofreading", "ghostwriting/fiction". */
export type ServiceSlug = SlugOf<ServicePath>;

/** How a service is shown where it is listed (home, services overview, the ghostwriting page). */
export interface ServiceSummary {
  slug: ServiceSlug;
  path: ServicePath;
  name: string;
  summary: string;
  image: Illustration;
}

/** Everything on one service page; one layout renders them all. */
export interface ServiceContent {
  slug: ServiceSlug;
  eyebrow: string;
  /** The page's h1. */
  title: string;
  lead: string;
  /** Figures of requirements §9 that apply to this service. */
  facts?: Stat[];
  offer: { title: string; paragraphs: string[]; includes: string[] };
  /** Other service pages this one leads to (the ghostwriting page lists its four kinds). */
  related?: { title: string; slugs: ServiceSlug[] };
  process: { title: string; steps: readonly Step[] };
  faq: readonly FaqItem[];
  cta: { title: string; text: string; button: string };
  /** The matching service landing page of requirements §2.3. */
  landing: { path: string; label: string };
}
