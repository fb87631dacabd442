import { randomUUID } from 'node:crypto';
import type { World } from './world';

/** What the blog post calls act on in a world: a draft post and its first revision. */
interface WorldPost {
  post: string;
  revision: string;
}

const posts = new WeakMap<World, WorldPost>();

/** Ids that name nothing, for the tests that make a call without the case's setup (refused before anything is looked up). */
const NOTHING = '999999999';

export const postOf = (world: World): WorldPost => posts.get(world) ?? { post: NOTHING, revision: NOTHING };

/** A valid post, with a slug no other post has. */
export const postFields = (slug = `corpus-${randomUUID().slice(0, 8)}`) => ({
  title: 'How to Plan a Book Launch',
  slug,
  excerpt: 'Twelve weeks, four steps, one launch day.',
  body: 'Plan the launch **before** the book is finished.\n\nThen tell your readers.',
  image: 'hero-editing',
  author: 'Ada Writer',
  seoTitle: 'Plan a Book Launch',
  seoDescription: 'A twelve-week plan for your launch.',
  shareImage: '',
});

/** Stored as the routes would store them (the routes themselves are tested in the posts tests). */
export async function addPost(world: World): Promise<void> {
  const { db } = world;
  const fields = postFields(`corpus-post-${randomUUID().slice(0, 8)}`);
  const [post] = await db.query<{ id: string }>(
    `INSERT INTO blog_posts (status, title, slug, excerpt, body, image, author, updated_by) VALUES ('draft', $1, $2, $3, $4, $5, $6, $7::uuid) RETURNING id::text AS id`,
    [fields.title, fields.slug, fields.excerpt, fields.body, fields.image, fields.author, world.staffId],
  );
  const [revision] = await db.query<{ id: string }>(
    `INSERT INTO blog_post_revisions (post_id, title, slug, excerpt, body, image, author, seo_title, seo_description, share_image, saved_at, saved_by)
     VALUES ($1::int, $2, $3, $4, $5, $6, $7, '', '', '', now(), $8::uuid) RETURNING id::text AS id`,
    [post!.id, fields.title, fields.slug, fields.excerpt, fields.body, fields.image, fields.author, world.staffId],
  );
  posts.set(world, { post: post!.id, revision: revision!.id });
}
