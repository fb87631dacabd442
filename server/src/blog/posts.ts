import type { Queryable } from '../db/database';

export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  published_at: Date;
}

export type Post = PostSummary & { body: string };

/** One page of posts, newest first, and how many there are in all. */
export async function postsPage(db: Queryable, page: number, pageSize: number): Promise<{ posts: PostSummary[]; total: number }> {
  const [count] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM blog_posts');
  const posts = await db.query<PostSummary>(
    'SELECT id, slug, title, excerpt, image, published_at FROM blog_posts ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2',
    [pageSize, (page - 1) * pageSize],
  );
  return { posts, total: count?.total ?? 0 };
}

export async function findPost(db: Queryable, id: number): Promise<Post | undefined> {
  const [post] = await db.query<Post>('SELECT id, slug, title, excerpt, body, image, published_at FROM blog_posts WHERE id = $1', [id]);
  return post;
}

/** Every post's id and date, newest first: the sitemap's entries. */
export const postDates = (db: Queryable) => db.query<{ id: number; published_at: Date }>('SELECT id, published_at FROM blog_posts ORDER BY published_at DESC');
