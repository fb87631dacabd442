import { api, BLOG_POST_ID, httpStatusOf } from '@bookcraft/shared';

/** A post as the list shows it (GET /api/blogs). */
export interface BlogPostSummary {
  id: number;
  title: string;
  excerpt: string;
  /** An illustration of the shared image pipeline. */
  image: string;
  publishedAt: string;
}

/** A post as its page shows it (GET /api/blogs/{id}): the body as plain-text paragraphs, never HTML. */
export interface BlogPost extends BlogPostSummary {
  paragraphs: string[];
}

export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageSize: number;
  total: number;
}

const IMAGE_NAME = /^[a-z0-9-]+$/;
const FALLBACK_IMAGE = 'hero-general';

type Raw = Record<string, unknown>;

function text(raw: Raw, field: string): string {
  const value = raw[field];
  if (typeof value !== 'string') throw new Error(`A blog post without a ${field}`);
  return value;
}

function summaryFrom(value: unknown): BlogPostSummary {
  const raw = (value ?? {}) as Raw;
  if (typeof raw.id !== 'number') throw new Error('A blog post without an id');
  const image = typeof raw.image === 'string' && IMAGE_NAME.test(raw.image) ? raw.image : FALLBACK_IMAGE;
  return { id: raw.id, title: text(raw, 'title'), excerpt: text(raw, 'excerpt'), image, publishedAt: text(raw, 'published_at') };
}

/** Blank lines separate paragraphs; a single line break inside one is just a space. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export async function fetchBlogPage(page: number, pageSize: number, signal: AbortSignal): Promise<BlogPage> {
  const { data } = await api().get<Raw>('/blogs', { params: { page, pageSize }, signal });
  if (!Array.isArray(data.posts)) throw new Error('A blog page without posts');
  return { posts: data.posts.map(summaryFrom), page: Number(data.page), pageSize: Number(data.pageSize), total: Number(data.total) };
}

/** One post, or null when there is no such post (an id the API refuses or does not know). */
export async function fetchBlogPost(id: string, signal: AbortSignal): Promise<BlogPost | null> {
  if (!BLOG_POST_ID.test(id)) return null;
  try {
    const { data } = await api().get<Raw>(`/blogs/${id}`, { signal });
    return { ...summaryFrom(data), paragraphs: paragraphsOf(text(data, 'body')) };
  } catch (error) {
    if (httpStatusOf(error) === 404 || httpStatusOf(error) === 400) return null;
    throw error;
  }
}
