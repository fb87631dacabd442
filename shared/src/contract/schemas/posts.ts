import { z } from 'zod';
import { BLOG_POST_ID, POST_SLUG } from '../routes';
import { singleLine } from './singleLine';

/** A post's life: a draft, scheduled for a moment, published, taken down (its page answers 410). */
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** An image's name in the site's named size variants (`/images/<name>/<variant>.<format>`): an illustration or an upload. */
export const IMAGE_NAME = /^[a-z0-9-]+$/;
/** The longest Markdown body a post may have (about 60 printed pages). */
export const POST_BODY_MAX = 200_000;

const line = (label: string, max: number) => singleLine(z.string().trim().min(1, `Enter ${label}.`).max(max, `Use at most ${max} characters.`));
const optionalLine = (max: number) => singleLine(z.string().trim().max(max, `Use at most ${max} characters.`)).default('');
const imageName = z.string().regex(IMAGE_NAME, 'Choose an uploaded image.').max(80);

/** What an editor writes: everything but the post's state. */
export const postBodySchema = z.strictObject({
  title: line('a title', 140),
  /** The post's address after /blog/ (routes.ts, blogPostAddress): digits alone would read as another post's id. */
  slug: singleLine(
    z
      .string()
      .trim()
      .min(1, 'Enter a slug.')
      .max(100, 'Use at most 100 characters.')
      .regex(POST_SLUG, 'Use lower-case letters, digits and dashes (how-to-write).')
      .refine((slug) => !/^\d+$/.test(slug), 'Use at least one letter: digits alone read as a post number.'),
  ),
  excerpt: z.string().trim().min(1, 'Enter an excerpt.').max(300, 'Use at most 300 characters.'),
  body: z.string().max(POST_BODY_MAX, `Use at most ${POST_BODY_MAX} characters.`),
  /** The cover: an uploaded image's name, or one of the site's illustrations. */
  image: imageName,
  author: line('the author', 80),
  seoTitle: optionalLine(70),
  seoDescription: optionalLine(170),
  /** The image link previews show; the cover when empty. */
  shareImage: imageName.or(z.literal('')).default(''),
});
export type PostBody = z.infer<typeof postBodySchema>;

/** Publishing: now (no `at`), or at a set moment (ISO date-time, in the future) — the post is then scheduled. */
export const publishPostSchema = z.strictObject({ at: z.iso.datetime({ offset: true, message: 'Enter a date and time.' }).optional() });
export type PublishPost = z.infer<typeof publishPostSchema>;

/** The Markdown the preview renders. */
export const previewPostSchema = z.strictObject({ body: z.string().max(POST_BODY_MAX, `Use at most ${POST_BODY_MAX} characters.`) });

/** A post's or a revision's id: at most nine digits, so it always fits the database's integer. */
const rowId = (message: string) => z.string().regex(BLOG_POST_ID, message).transform(Number);
export const postParamsSchema = z.strictObject({ id: rowId('A post id is a number.') });
export const revisionParamsSchema = z.strictObject({ id: rowId('A post id is a number.'), revision: rowId('A revision id is a number.') });
