import { blogListQuerySchema, blogPostParamsSchema, helpSearchQuerySchema, publicHelpParamsSchema } from '@bookcraft/shared/contracts';
import type { PreloadedAnswer } from '@bookcraft/shared/core';
import { blogPageAnswer, blogPostAnswer, isGone } from '../../blog/posts';
import { helpArticleAnswer, helpIndexAnswer } from '../../help/publicAnswers';
import type { Queryable } from '../../core/db/database';

const refused = (status: number, error: string): PreloadedAnswer => ({ status, body: { error } });

/**
 * What the public API would answer to a request a page makes while the server renders it (`/blogs?page=1&pageSize=9`,
 * `/blogs/5`, `/help?q=isbn`, `/help/do-you-provide-the-isbn`: the path after the API's base), read straight from the
 * database: the same JSON, the same statuses. Anything else is not the server renderer's to answer (404).
 */
export function apiAnswers(db: Queryable): (path: string) => Promise<PreloadedAnswer> {
  return async (path) => {
    const url = new URL(path, 'http://api.invalid');
    const post = /^\/blogs\/([^/]+)$/.exec(url.pathname);
    if (post) {
      const params = blogPostParamsSchema.safeParse({ id: post[1] });
      if (!params.success) return refused(400, 'A post is named by its number or its slug.');
      const answer = await blogPostAnswer(db, params.data.id);
      if (isGone(answer)) return refused(410, 'This post was taken down');
      return answer ? { status: 200, body: answer } : refused(404, 'No such post');
    }
    if (url.pathname === '/blogs') {
      const query = blogListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return refused(400, 'Invalid query');
      return { status: 200, body: await blogPageAnswer(db, query.data.page, query.data.pageSize) };
    }
    const article = /^\/help\/([^/]+)$/.exec(url.pathname);
    if (article) {
      const params = publicHelpParamsSchema.safeParse({ id: article[1] });
      if (!params.success) return refused(400, 'An article is named by its slug.');
      const answer = await helpArticleAnswer(db, params.data.id);
      return answer ? { status: 200, body: answer } : refused(404, 'No such article');
    }
    if (url.pathname === '/help') {
      const query = helpSearchQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return refused(400, 'Invalid query');
      return { status: 200, body: await helpIndexAnswer(db, query.data.q || undefined) };
    }
    return refused(404, 'Not found');
  };
}
