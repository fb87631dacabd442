import type { FastifyInstance } from 'fastify';
import { blogListQuerySchema, blogPostParamsSchema } from '@bookcraft/shared/contracts';
import type { Deps } from '../deps';
import { ClientError, parseWith } from '../http/errors';

// GET /api/blogs?page=1&pageSize=10   newest first -> { posts, page, pageSize, total }
// GET /api/blogs/:id                  one post with its body -> 200 | 400 (not a number) | 404

export async function blogRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/blogs', async (request) => {
    const { page, pageSize } = parseWith(blogListQuerySchema, request.query);
    const [{ total }] = (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM blog_posts')) as [{ total: number }];
    const posts = await db.query('SELECT id, slug, title, excerpt, image, published_at FROM blog_posts ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2', [pageSize, (page - 1) * pageSize]);
    return { posts, page, pageSize, total };
  });

  app.get('/blogs/:id', async (request) => {
    const { id } = parseWith(blogPostParamsSchema, request.params);
    const [post] = await db.query('SELECT id, slug, title, excerpt, body, image, published_at FROM blog_posts WHERE id = $1', [id]);
    if (!post) throw new ClientError(404, 'No such post');
    return post;
  });
}
