import type { FastifyInstance } from 'fastify';
import { blogListQuerySchema, blogPostParamsSchema } from '@bookcraft/shared/contracts';
import { findPost, postsPage } from '../blog/posts';
import type { Deps } from '../deps';
import { ClientError, parseWith } from '../http/errors';

// GET /api/blogs?page=1&pageSize=10   newest first -> { posts, page, pageSize, total }
// GET /api/blogs/:id                  one post with its body -> 200 | 400 (not a number) | 404

export async function blogRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/blogs', async (request) => {
    const { page, pageSize } = parseWith(blogListQuerySchema, request.query);
    return { ...(await postsPage(db, page, pageSize)), page, pageSize };
  });

  app.get('/blogs/:id', async (request) => {
    const { id } = parseWith(blogPostParamsSchema, request.params);
    const post = await findPost(db, id);
    if (!post) throw new ClientError(404, 'No such post');
    return post;
  });
}
