import { z } from 'zod';
import { HELP_QUESTION_MAX } from '../helpAddresses';
import { POST_SLUG } from '../routes';
import { singleLine } from './singleLine';

// The help center (docs/help-center.md): articles editors and admins write, shown at /help and
// suggested in the chat before a member joins.

/** The help center's sections, in the order /help lists them. */
export const HELP_CATEGORIES = [
  'Prices and payment',
  'Rights and royalties',
  'Publishing',
  'Editing and formatting',
  'Ghostwriting',
  'Covers and illustration',
  'Audiobooks and trailers',
  'Marketing',
  'Author websites',
  'Working with us',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_STATUSES = ['draft', 'published'] as const;
export type HelpStatus = (typeof HELP_STATUSES)[number];

/** The longest Markdown body an article may have: an answer, not a book. */
export const HELP_BODY_MAX = 20_000;
export { HELP_QUESTION_MAX };

/** A site path an article links to as saying the same: /services/publishing, /book-publishing-services. */
const sitePath = z
  .string()
  .trim()
  .max(200, 'Use at most 200 characters.')
  .regex(/^\/[a-z0-9/-]*$/, 'Use a path of this site, such as /services/publishing.');

const helpSlug = z
  .string()
  .trim()
  .min(1, 'Enter a slug.')
  .max(100, 'Use at most 100 characters.')
  .regex(POST_SLUG, 'Use lower-case letters, digits and dashes (how-long-does-editing-take).');

/** What an editor writes: everything but the article's state. */
export const helpArticleBodySchema = z.strictObject({
  title: singleLine(z.string().trim().min(1, 'Enter a title.').max(120, 'Use at most 120 characters.')),
  slug: singleLine(helpSlug),
  shortAnswer: z.string().trim().min(1, 'Enter a short answer.').max(300, 'Use at most 300 characters.'),
  body: z.string().max(HELP_BODY_MAX, `Use at most ${HELP_BODY_MAX} characters.`),
  category: z.enum(HELP_CATEGORIES, 'Choose a category.'),
  relatedPaths: z.array(sitePath).max(10, 'Link at most 10 pages.').default([]),
});
export type HelpArticleBody = z.infer<typeof helpArticleBodySchema>;

export const helpArticleParamsSchema = z.strictObject({ id: z.uuid('Not an article id.') });
export const helpRevisionParamsSchema = z.strictObject({ id: z.uuid('Not an article id.'), revision: z.string().regex(/^\d{1,15}$/, 'A revision id is a number.') });
/** A published article by what follows /help/ in its address. */
export const publicHelpParamsSchema = z.strictObject({ id: helpSlug });
/** /help's search: the visitor's words, or none for the list of every article. */
export const helpSearchQuerySchema = z.strictObject({ q: z.string().trim().max(HELP_QUESTION_MAX, `Use at most ${HELP_QUESTION_MAX} characters.`).optional() });

/** A visitor's answer to the chat's suggestions: they were answered, or they want a person. */
export const HELP_OUTCOMES = ['answered', 'handed_over'] as const;
export type HelpOutcome = (typeof HELP_OUTCOMES)[number];
