import type { FastifyInstance } from 'fastify';
import { HELP_BODY_MAX } from '@bookcraft/shared/contracts';
import { allArticles, articleRevisions, createArticle, findStaffArticle, restoreArticleRevision, saveArticle } from '../../help/editing';
import { publishArticle, unpublishArticle } from '../../help/publishing';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';

// The help center's articles in the console (docs/help-center.md): every member reads them (agents answer
// with them); admins and editors write, publish and restore them (403 for agents).
// GET  /api/staff/help-articles                                  every article, any state, last changed first
// POST /api/staff/help-articles                                  a new draft -> 201; a slug taken is 409 naming `slug`
// GET  /api/staff/help-articles/:id                              the article as the editor edits it
// PUT  /api/staff/help-articles/:id                              saves (a revision, audited); a published article changes on /help at once
// POST /api/staff/help-articles/:id/publish                      on /help and among the chat's suggestions
// POST /api/staff/help-articles/:id/unpublish                    a draft again
// GET  /api/staff/help-articles/:id/revisions                    every save, newest first
// POST /api/staff/help-articles/:id/revisions/:revision/restore  saves that revision's fields again as the newest
/** An article's Markdown may be HELP_BODY_MAX characters, each up to six bytes of JSON (`\u2028`): above the API's 64 KB. */
export const HELP_BODY_LIMIT_BYTES = HELP_BODY_MAX * 6 + 64 * 1024;

export async function helpArticleRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;
  const bigBody = { bodyLimit: HELP_BODY_LIMIT_BYTES };

  route('GET /api/staff/help-articles', async () => ({ articles: await allArticles(db) }));
  route('POST /api/staff/help-articles', async (request, reply) => reply.status(201).send(await createArticle(db, clock.now(), request.staff!, request.body)), bigBody);
  route('GET /api/staff/help-articles/:id', async (request) => findStaffArticle(db, request.params.id));
  route('PUT /api/staff/help-articles/:id', async (request) => saveArticle(db, clock.now(), request.staff!, request.params.id, request.body), bigBody);
  route('POST /api/staff/help-articles/:id/publish', async (request) => publishArticle(db, clock.now(), request.staff!, request.params.id));
  route('POST /api/staff/help-articles/:id/unpublish', async (request) => unpublishArticle(db, clock.now(), request.staff!, request.params.id));
  route('GET /api/staff/help-articles/:id/revisions', async (request) => ({ revisions: await articleRevisions(db, request.params.id) }));
  route('POST /api/staff/help-articles/:id/revisions/:revision/restore', async (request) =>
    restoreArticleRevision(db, clock.now(), request.staff!, request.params.id, request.params.revision),
  );
}
