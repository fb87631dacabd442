import type { z } from 'zod';
import { blogPostAddress, type BlogPostKey } from '@bookcraft/shared/core';
import type { ANSWERS, blogPostSchema } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { renderMarkdown } from './markdown';

// The blog as the public sees it: only published posts. Drafts and posts scheduled for a first time do not exist
// here; one published before and not now (unpublished, or scheduled to go out again) is gone (410).

export type BlogPageAnswer = z.infer<typeof ANSWERS.blogPage>;
export type BlogPostAnswer = z.infer<typeof blogPostSchema>;

interface PublishedRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  published_at: Date;
  date_modified: Date;
}

interface PostRow extends PublishedRow {
  status: string;
  body: string;
  author: string;
  seo_title: string;
  seo_description: string;
  share_image: string;
}

const SUMMARY_COLUMNS = 'id, slug, title, excerpt, image, published_at, date_modified';
const iso = (date: Date) => new Date(date).toISOString();
const summaryOf = (row: PublishedRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  image: row.image,
  published_at: iso(row.published_at),
  date_modified: iso(row.date_modified),
});

/** How many posts the public sees. */
export async function publishedPostCount(db: Queryable): Promise<number> {
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM blog_posts WHERE status = 'published'`);
  return count?.total ?? 0;
}

/** GET /api/blogs: one page of published posts, newest first, and how many there are. */
export async function blogPageAnswer(db: Queryable, page: number, pageSize: number): Promise<BlogPageAnswer> {
  const total = await publishedPostCount(db);
  const rows = await db.query<PublishedRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM blog_posts WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return { posts: rows.map(summaryOf), page, pageSize, total };
}

/** The posts the public has seen: published now, or once (taken down, or scheduled to go out again). A draft is no one's business. */
const SEEN_BY_THE_PUBLIC = `(status IN ('published', 'unpublished') OR published_at IS NOT NULL)`;
/** The post a key names (`$1`), by its id or its slug. */
const namedBy = (key: BlogPostKey) => ('id' in key ? 'id = $1' : 'slug = $1');
const valueOf = (key: BlogPostKey) => ('id' in key ? key.id : key.slug);

/**
 * GET /api/blogs/:id (by id or slug): a published post with its Markdown rendered; `{ gone: true }` for one the public has
 * seen that is not published now: taken down, or scheduled to go out again; undefined otherwise.
 */
export async function blogPostAnswer(db: Queryable, key: BlogPostKey): Promise<BlogPostAnswer | { gone: true } | undefined> {
  const [row] = await db.query<PostRow>(
    `SELECT ${SUMMARY_COLUMNS}, status, body, author, seo_title, seo_description, share_image FROM blog_posts
     WHERE ${namedBy(key)} AND ${SEEN_BY_THE_PUBLIC}`,
    [valueOf(key)],
  );
  if (!row) return undefined;
  if (row.status !== 'published') return { gone: true };
  return {
    ...summaryOf(row),
    html: renderMarkdown(row.body),
    author: row.author,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    share_image: row.share_image,
  };
}

export const isGone = (answer: BlogPostAnswer | { gone: true } | undefined): answer is { gone: true } => !!answer && 'gone' in answer;

/** The address of the post with this id (its slug's, or its id's when it has none), when the public has seen it; undefined otherwise. */
export async function publicPostAddress(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ id: number; slug: string }>(`SELECT id, slug FROM blog_posts WHERE id = $1 AND ${SEEN_BY_THE_PUBLIC}`, [id]);
  return row && blogPostAddress(row);
}

/** Every published post's id, slug and last change, newest first: the sitemap's entries. */
export const postDates = (db: Queryable) =>
  db.query<{ id: number; slug: string; date_modified: Date }>(`SELECT id, slug, date_modified FROM blog_posts WHERE status = 'published' ORDER BY published_at DESC, id DESC`);

/** The newest published posts with their Markdown: the feed's entries. */
export const latestPosts = (db: Queryable, limit: number) =>
  db.query<PublishedRow & { body: string; author: string }>(
    `SELECT ${SUMMARY_COLUMNS}, body, author FROM blog_posts WHERE status = 'published' ORDER BY published_at DESC, id DESC LIMIT $1`,
    [limit],
  );
