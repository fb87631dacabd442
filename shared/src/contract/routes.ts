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

/** A post's slug, its address after /blog/: lower-case words of letters and digits joined by dashes (how-to-write). */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DIGITS_ONLY = /^\d+$/;
/** A slug is at most this long (the editor's field): a longer segment names no post. */
const POST_SLUG_MAX = 100;

/** A slug that can be an address: one of digits alone would read as a post's id. */
const isAddressSlug = (slug: string): boolean => POST_SLUG.test(slug) && !DIGITS_ONLY.test(slug);

/** A post's address: `/blog/<slug>`. A post without a slug that can be one keeps `/blog/<id>`. */
export const blogPostAddress = (post: { id: number; slug?: string | null }): string => `/blog/${post.slug && isAddressSlug(post.slug) ? post.slug : post.id}`;

/** What follows /blog/ (and /api/blogs/) names a post: by its id (digits) or its slug (lower case, as the editor's field takes it). */
export type BlogPostKey = { id: number } | { slug: string };

/** The post a segment after /blog/ names, or null when it can name none (`1.5`, `../x`, `Capitals`, ten digits). */
export function blogPostKeyOf(segment: string): BlogPostKey | null {
  if (DIGITS_ONLY.test(segment)) return BLOG_POST_ID.test(segment) ? { id: Number(segment) } : null;
  return segment.length <= POST_SLUG_MAX && isAddressSlug(segment) ? { slug: segment } : null;
}

/** Every public page search engines should know (requirements §2.1, §2.3); ad landing pages are left out on purpose. */
export const INDEXABLE_PATHS: readonly string[] = [
  '/',
  '/about-us',
  '/services',
  ...SERVICE_PAGES.map((page) => page.path),
  ...GHOSTWRITING_PAGES.map((page) => page.path),
  '/blogs',
  '/help',
  '/contact',
  '/terms',
  '/privacy',
  ...Object.keys(SERVICE_LANDING_FORM_TYPES),
];
