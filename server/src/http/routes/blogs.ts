import type { FastifyInstance } from 'fastify';
import { blogPageAnswer, blogPostAnswer, isGone } from '../../blog/posts';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { ClientError } from '../../core/errors';

// GET /api/blogs?page=1&pageSize=10   published posts, newest first -> { posts, page, pageSize, total }
// GET /api/blogs/:id                  one published post by its id or slug, its Markdown as HTML -> 200 | 400 | 404 (never published) | 410 (taken down)

export async function blogRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db } = deps;

  route('GET /api/blogs', async ({ query: { page, pageSize } }) => blogPageAnswer(db, page, pageSize));

  route('GET /api/blogs/:id', async ({ params }) => {
    const post = await blogPostAnswer(db, params.id);
    if (isGone(post)) throw new ClientError(410, 'This post was taken down');
    if (!post) throw new ClientError(404, 'No such post');
    return post;
  });
}
