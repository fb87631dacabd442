import { POST_SLUG } from './routes';

// The help center's addresses and its search question, as the pages, the server's painting and the API all read
// them: plain data with no schema, so a page that reads `?q=` loads no zod.

/** The longest question /help's search box and the chat's search read. */
export const HELP_QUESTION_MAX = 300;
/** A slug is at most this long (the editor's field): a longer segment names no article. */
const HELP_SLUG_MAX = 100;

/** A published article's address: `/help/<slug>`. */
export const helpArticleAddress = (slug: string): string => `/help/${slug}`;

/** Whether what follows /help/ can name an article: lower-case words of letters and digits joined by dashes. */
export const isHelpSlug = (segment: string): boolean => segment.length <= HELP_SLUG_MAX && POST_SLUG.test(segment);

/**
 * The question `?q=` asks: trimmed and cut to HELP_QUESTION_MAX, so a question pasted too long is still searched
 * rather than refused; empty for none. The page and the server's painting read it alike, so the answer the server
 * puts in a painted page is found under the same question by the page's first render.
 */
export function helpQuestionOf(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, HELP_QUESTION_MAX).trim();
}

/** The article a path's segment after /help/ names, read as the pages' router reads it (percent-decoded); undefined when it can name none. */
export function helpSlugInSegment(segment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return undefined;
  }
  return isHelpSlug(decoded) ? decoded : undefined;
}
