import { call, httpStatusOf, isHelpSlug, pathOf, type PreloadedAnswer } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** GET /api/help: every article by section; with a question, its best answers. */
export type HelpIndex = ApiAnswer<'GET /api/help'>;
export type HelpArticleSummary = HelpIndex['categories'][number]['articles'][number];
/** GET /api/help/{slug}: a published article, its Markdown as HTML the server rendered and sanitised. */
export type HelpArticle = ApiAnswer<'GET /api/help/:id'>;
/** What GET /api/help/{slug} gives the page: the article, or no published article of that slug (404, or a slug the API refuses). */
export type HelpArticleResult = HelpArticle | 'not found';

/**
 * The API paths the pages ask for: the server answers the same ones while it paints a page (useRemoteData's `preload`),
 * and they are the keys of the answers it writes into the page: `/help`, `/help?q=<question, percent-encoded>` and
 * `/help/<slug>`. Derived from the routes' keys; the fetches below send the same requests through `call`.
 */
export const helpIndexPath = (question: string) => (question ? `${pathOf('GET /api/help')}?q=${encodeURIComponent(question)}` : pathOf('GET /api/help'));
export const helpArticlePath = (slug: string) => pathOf('GET /api/help/:id', { id: slug });

type Raw = Record<string, unknown>;

export function readHelpIndex({ status, body }: PreloadedAnswer): HelpIndex {
  const data = (body ?? {}) as Raw;
  if (status !== 200 || !Array.isArray(data.categories)) throw new Error(`The help center answered ${status} without its sections`);
  return data as HelpIndex;
}

export function readHelpArticle({ status, body }: PreloadedAnswer): HelpArticleResult {
  if (status === 404 || status === 400) return 'not found';
  const data = (body ?? {}) as Raw;
  if (status !== 200 || typeof data.title !== 'string' || typeof data.html !== 'string') throw new Error(`The help center answered ${status} without an article`);
  return data as HelpArticle;
}

export async function fetchHelpIndex(question: string, signal: AbortSignal): Promise<HelpIndex> {
  const { status, data } = await call('GET /api/help', question ? { query: { q: question } } : {}, { signal });
  return readHelpIndex({ status, body: data });
}

/** One article by its slug, or "not found" for a slug no published article has. */
export async function fetchHelpArticle(slug: string, signal: AbortSignal): Promise<HelpArticleResult> {
  if (!isHelpSlug(slug)) return 'not found';
  try {
    const { status, data } = await call('GET /api/help/:id', { params: { id: slug } }, { signal });
    return readHelpArticle({ status, body: data });
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) return 'not found';
    throw error;
  }
}
