import { blogPostKeyOf, call, httpStatusOf, pathOf, type PreloadedAnswer } from '@bookcraft/shared';

/** A post as the list shows it (GET /api/blogs). */
export interface BlogPostSummary {
  id: number;
  /** Its address after /blog/ (blogPostAddress); empty for a post that has none, which keeps its id's. */
  slug: string;
  title: string;
  excerpt: string;
  /** An illustration of the shared image pipeline, or an upload's name. */
  image: string;
  publishedAt: string;
}

/** A post as its page shows it (GET /api/blogs/{id or slug}): its Markdown as HTML the server rendered and sanitised. */
export interface BlogPost extends BlogPostSummary {
  html: string;
  seo_title: string;
  seo_description: string;
  share_image: string;
}

/** What GET /api/blogs/{id} gives the page: the post, no such post (404, or an id that is not one), or a post taken down (410). */
export type BlogPostResult = BlogPost | 'not found' | 'gone';

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

const optionalText = (raw: Raw, field: string) => (typeof raw[field] === 'string' ? (raw[field] as string) : '');

function summaryFrom(value: unknown): BlogPostSummary {
  const raw = (value ?? {}) as Raw;
  if (typeof raw.id !== 'number') throw new Error('A blog post without an id');
  const image = typeof raw.image === 'string' && IMAGE_NAME.test(raw.image) ? raw.image : FALLBACK_IMAGE;
  return { id: raw.id, slug: optionalText(raw, 'slug'), title: text(raw, 'title'), excerpt: text(raw, 'excerpt'), image, publishedAt: text(raw, 'published_at') };
}

/**
 * The API paths the pages ask for: the server answers the same ones while it renders a page (useRemoteData's `preload`),
 * and they are the keys of the answers it writes into the page, so they stay exactly as they were: `/blogs?page=2&pageSize=9`
 * (page first, then pageSize) and `/blogs/5` or `/blogs/a-slug` (what follows /blog/ in the page's address: digits, or a slug's
 * letters, digits and dashes, which `pathOf` writes as they are). They are derived
 * from the routes' keys, and the fetches below send the same requests through `call`.
 */
export const blogPagePath = (page: number, pageSize: number) => `${pathOf('GET /api/blogs')}?page=${page}&pageSize=${pageSize}`;
export const blogPostPath = (id: string) => pathOf('GET /api/blogs/:id', { id });

export function readBlogPage({ status, body }: PreloadedAnswer): BlogPage {
  const data = (body ?? {}) as Raw;
  if (status !== 200 || !Array.isArray(data.posts)) throw new Error(`The blog answered ${status} without posts`);
  return { posts: data.posts.map(summaryFrom), page: Number(data.page), pageSize: Number(data.pageSize), total: Number(data.total) };
}

export function readBlogPost({ status, body }: PreloadedAnswer): BlogPostResult {
  if (status === 404 || status === 400) return 'not found';
  if (status === 410) return 'gone';
  if (status !== 200) throw new Error(`The blog answered ${status}`);
  const raw = (body ?? {}) as Raw;
  return {
    ...summaryFrom(raw),
    html: text(raw, 'html'),
    seo_title: optionalText(raw, 'seo_title'),
    seo_description: optionalText(raw, 'seo_description'),
    share_image: optionalText(raw, 'share_image'),
  };
}

export async function fetchBlogPage(page: number, pageSize: number, signal: AbortSignal): Promise<BlogPage> {
  const { status, data } = await call('GET /api/blogs', { query: { page, pageSize } }, { signal });
  return readBlogPage({ status, body: data });
}

/** One post by its id or slug, or what the API said instead of it (a refusal, no such post, taken down). */
export async function fetchBlogPost(id: string, signal: AbortSignal): Promise<BlogPostResult> {
  if (!blogPostKeyOf(id)) return 'not found';
  try {
    const { status, data } = await call('GET /api/blogs/:id', { params: { id } }, { signal });
    return readBlogPost({ status, body: data });
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400 || status === 410) return readBlogPost({ status, body: null });
    throw error;
  }
}
