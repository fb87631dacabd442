import { GHOSTWRITING_PAGES, SERVICE_PAGES } from './constants';
import type { FormType } from './types';

/** Requirements §2.3: each service landing route and the lead form type it shows. */
export const SERVICE_LANDING_FORM_TYPES: Record<string, FormType> = {
  '/book-publishing-services': 'Publishing',
  '/book-publishing-services-pricing': 'SelfPublishing',
  '/self-publishing-services': 'SelfPublishing',
  '/book-marketing-services': 'Marketing',
  '/book-ghostwriting-services': 'GhostWriting',
  '/book-video-trailer': 'VideoTrailer',
  '/sci-fi-publishing-services': 'SciFi',
  '/art-book-services': 'ArtBook',
  '/cook-book-services': 'CookBook',
  '/photography-book-services': 'Photography',
};

/** A blog post's id as its address writes it (`/blog/42`, `/api/blogs/42`): digits, few enough to be a database integer. */
export const BLOG_POST_ID = /^\d{1,9}$/;

/** Every public page search engines should know (requirements §2.1, §2.3); ad landing pages are left out on purpose. */
export const INDEXABLE_PATHS: readonly string[] = [
  '/',
  '/about-us',
  '/services',
  ...SERVICE_PAGES.map((page) => page.path),
  ...GHOSTWRITING_PAGES.map((page) => page.path),
  '/blogs',
  '/contact',
  '/terms',
  '/privacy',
  ...Object.keys(SERVICE_LANDING_FORM_TYPES),
];
