import type { FastifyInstance } from 'fastify';
import { emptyBodySchema, POST_BODY_MAX } from '@bookcraft/shared/contracts';
import { allPosts, createPost, findStaffPost, restoreRevision, revisionsOf, savePost } from '../../blog/editing';
import { renderMarkdown } from '../../blog/markdown';
import { postImageUrl, storePostImage } from '../../blog/postImages';
import { publishPost, unpublishPost } from '../../blog/publishing';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { receiveCheckedImage, type UploadSlots } from '../../media/checkedUpload';

// The blog written in the console (docs/content.md): admins and editors; 403 for agents.
// GET  /api/staff/posts                                  every post, any state, last changed first
// POST /api/staff/posts                                  a new draft -> 201; a slug taken is 409 naming `slug`
// GET  /api/staff/posts/:id                              the post as the editor edits it
// PUT  /api/staff/posts/:id                              saves (a revision, audited); a published post's page changes with it
// POST /api/staff/posts/:id/publish                      { at? } now, or scheduled for a future `at` (400 on `at` otherwise)
// POST /api/staff/posts/:id/unpublish                    taken down: its page answers 410
// GET  /api/staff/posts/:id/revisions                    every save, newest first
// POST /api/staff/posts/:id/revisions/:revision/restore  saves that revision's fields again as the newest
// POST /api/staff/posts/preview                          { body } -> { html } as the page will show it
// POST /api/staff/post-images                            multipart `file` -> 201 { name, url }; 413, 415 as chat images
/** A post's Markdown may be POST_BODY_MAX characters, each up to six bytes of JSON (`\u2028`): above the API's 64 KB. */
export const POST_BODY_LIMIT_BYTES = POST_BODY_MAX * 6 + 64 * 1024;

export async function postRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  route('GET /api/staff/posts', async () => ({ posts: await allPosts(db) }));
  const bigBody = { bodyLimit: POST_BODY_LIMIT_BYTES };
  route('POST /api/staff/posts', async (request, reply) => reply.status(201).send(await createPost(db, clock.now(), request.staff!, request.body)), bigBody);
  route('GET /api/staff/posts/:id', async (request) => findStaffPost(db, request.params.id));
  route('PUT /api/staff/posts/:id', async (request) => savePost(db, clock.now(), request.staff!, request.params.id, request.body), bigBody);
  route('POST /api/staff/posts/:id/publish', async (request) => publishPost(db, clock.now(), request.staff!, request.params.id, request.body.at));
  route('POST /api/staff/posts/:id/unpublish', async (request) => unpublishPost(db, clock.now(), request.staff!, request.params.id));
  route('GET /api/staff/posts/:id/revisions', async (request) => ({ revisions: await revisionsOf(db, request.params.id) }));
  route('POST /api/staff/posts/:id/revisions/:revision/restore', async (request) => restoreRevision(db, clock.now(), request.staff!, request.params.id, request.params.revision));
  route('POST /api/staff/posts/preview', async (request) => ({ html: renderMarkdown(request.body.body) }), bigBody);
}

/** POST /api/staff/post-images: registered by uploadRoutes (routes/uploads.ts), with multipart and the node's upload places. */
export async function postImageRoutes(app: FastifyInstance, deps: Deps, slots: UploadSlots) {
  const route = contractRoutes(app, deps);
  const { dataDir, uploadTimeoutMs } = deps.config;
  route('POST /api/staff/post-images', async (request, reply) => {
    const name = await receiveCheckedImage(request, reply, { actor: { staff: request.staff! }, slots, dataDir, timeoutMs: uploadTimeoutMs }, {
      fields: emptyBodySchema,
      check: async () => undefined,
      store: (_, image) => storePostImage(dataDir, image),
    });
    return reply.status(201).send({ name, url: postImageUrl(name) });
  });
}
