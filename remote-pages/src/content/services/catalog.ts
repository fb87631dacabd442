import { CLAIMS, GHOSTWRITING_PAGES, SERVICE_NAMES, SERVICE_PAGES } from '@bookcraft/shared';
import type { ServiceSlug, ServiceSummary } from './types';

const summaries: Record<ServiceSlug, Omit<ServiceSummary, 'slug' | 'path' | 'name'>> = {
  ghostwriting: {
    summary: 'You tell the story; a professional writer turns it into a finished book in your voice, under your name.',
    image: { name: 'hero-ghostwriting', alt: 'A fountain pen above an open book at dusk' },
  },
  'ghostwriting/fiction': {
    summary: 'Novels and novellas from your premise, with plot, characters and world-building by writers of your genre.',
    image: { name: 'hero-scifi', alt: 'An open book beneath a ringed planet' },
  },
  'ghostwriting/non-fiction': {
    summary: 'Memoirs, business books and guides written from interviews with you, clear and accurate.',
    image: { name: 'hero-self', alt: 'An open book in a warm sunrise' },
  },
  'ghostwriting/children-book': {
    summary: 'Picture books, early readers and middle-grade stories written for the age you have in mind.',
    image: { name: 'hero-art', alt: 'A bright open book under a smiling orange sun' },
  },
  'ghostwriting/script-writing': {
    summary: 'Screenplays, stage plays and adaptations of your book in industry-standard format.',
    image: { name: 'hero-trailer', alt: 'A strip of film above an open book' },
  },
  proofreading: {
    summary: 'Developmental editing, copy-editing and proofreading that make your book read the way you meant it.',
    image: { name: 'hero-editing', alt: 'A pen resting over the pages of a manuscript' },
  },
  'cover-design': {
    summary: `Three original cover concepts, custom illustration and print-ready files in ${CLAIMS.coverDesignWeeks}.`,
    image: { name: 'hero-cover', alt: 'A framed cover design over an open book' },
  },
  formatting: {
    summary: 'Clean interiors for eBook, paperback and hardcover that pass every retailer’s file checks.',
    image: { name: 'hero-pricing', alt: 'Neatly stacked pages and bars of a layout grid' },
  },
  'audio-book': {
    summary: 'Narrator auditions, studio recording and mastering to audiobook retailer standards.',
    image: { name: 'hero-general', alt: 'An open book under a starry night sky' },
  },
  publishing: {
    summary: `ISBN, copyright and distribution to ${CLAIMS.platforms} platforms in ${CLAIMS.countries} countries, live in ${CLAIMS.publishingWeeks}.`,
    image: { name: 'hero-publishing', alt: 'An open book beneath a globe' },
  },
  marketing: {
    summary: 'Launch plans, ads, social media and publicity that put your book in front of its readers.',
    image: { name: 'hero-marketing', alt: 'A megaphone above an open book' },
  },
  'author-web': {
    summary: 'A website that introduces you, sells your books and grows your mailing list.',
    image: { name: 'hero-photo', alt: 'A framed screen above an open book' },
  },
  'video-trailer': {
    summary: `Cinematic book trailers produced in ${CLAIMS.trailerWeeks} through a ${CLAIMS.trailerSteps}-step process.`,
    image: { name: 'hero-trailer', alt: 'A strip of film above an open book' },
  },
};

const summaryOf = ({ path }: { path: ServiceSummary['path'] }): ServiceSummary => {
  const slug = path.slice('/services/'.length) as ServiceSlug;
  return { slug, path, name: SERVICE_NAMES.get(path)!, ...summaries[slug] };
};

/** The nine services of requirements §1, in navigation order. */
export const SERVICES: readonly ServiceSummary[] = SERVICE_PAGES.map((page) => summaryOf(page));

/** The four kinds of ghostwriting. */
export const GHOSTWRITING_KINDS: readonly ServiceSummary[] = GHOSTWRITING_PAGES.map((page) => summaryOf(page));

export const SERVICE_SUMMARIES: Readonly<Record<ServiceSlug, ServiceSummary>> = Object.fromEntries([...SERVICES, ...GHOSTWRITING_KINDS].map((service) => [service.slug, service])) as Record<ServiceSlug, ServiceSummary>;
