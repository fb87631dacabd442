import type { FastifyInstance } from 'fastify';
import { findPost, postsPage } from '../blog/posts';
import type { Deps } from '../deps';
import { contractRoutes } from '../http/contractRoutes';
import { ClientError } from '../http/errors';

// GET /api/blogs?page=1&pageSize=10   newest first -> { posts, page, pageSize, total }
// GET /api/blogs/:id                  one post with its body -> 200 | 400 (not a number) | 404

export async function blogRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db } = deps;

  route('GET /api/blogs', async ({ query: { page, pageSize } }) => ({ ...(await postsPage(db, page, pageSize)), page, pageSize }));

  route('GET /api/blogs/:id', async ({ params }) => {
    const post = await findPost(db, params.id);
    if (!post) throw new ClientError(404, 'No such post');
    return post;
  });
}
