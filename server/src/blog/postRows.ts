import type { z } from 'zod';
import type { ANSWERS, PostBody, PostStatus } from '@bookcraft/shared/contracts';

// A post as the console edits it: the row, and the answer made of it.

export type StaffPost = z.infer<typeof ANSWERS.staffPost>;
export type StaffPostSummary = z.infer<typeof ANSWERS.staffPosts>['posts'][number];

export interface PostRow {
  id: number;
  status: PostStatus;
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  image: string;
  author: string;
  seo_title: string;
  seo_description: string;
  share_image: string;
  scheduled_at: Date | null;
  published_at: Date | null;
  date_modified: Date | null;
  updated_at: Date;
  updated_by: string | null;
}

/** The row's columns with the name of the member who changed it last (`p` is blog_posts, `m` staff_accounts). */
export const POST_COLUMNS = `p.id, p.status, p.title, p.slug, p.excerpt, p.body, p.image, p.author, p.seo_title, p.seo_description, p.share_image,
  p.scheduled_at, p.published_at, p.date_modified, p.updated_at, m.display_name AS updated_by`;
export const POST_FROM = 'blog_posts p LEFT JOIN staff_accounts m ON m.id = p.updated_by';

/** The editable fields, in the order the columns below take them. */
export const fieldValues = (fields: PostBody) => [fields.title, fields.slug, fields.excerpt, fields.body, fields.image, fields.author, fields.seoTitle, fields.seoDescription, fields.shareImage];
export const FIELD_COLUMNS = ['title', 'slug', 'excerpt', 'body', 'image', 'author', 'seo_title', 'seo_description', 'share_image'] as const;

const isoOrNull = (date: Date | null) => (date ? new Date(date).toISOString() : null);

export function staffPostOf(row: PostRow): StaffPost {
  return {
    id: row.id,
    status: row.status,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    image: row.image,
    author: row.author,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    shareImage: row.share_image,
    scheduledAt: isoOrNull(row.scheduled_at),
    publishedAt: isoOrNull(row.published_at),
    dateModified: isoOrNull(row.date_modified),
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}

export function staffPostSummaryOf(row: PostRow): StaffPostSummary {
  const { body: _body, seoTitle: _seoTitle, seoDescription: _seoDescription, shareImage: _shareImage, ...summary } = staffPostOf(row);
  return summary;
}
