import { formatDateTime } from '../ui/format';
import type { PostDraft, PostSummary, StaffPost } from './postsApi';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const formatDay = (iso: string | null) => (iso && !Number.isNaN(new Date(iso).getTime()) ? day.format(new Date(iso)) : '');

/** A post's state as the list and the editor say it: "Draft", "Scheduled for 1 Dec 2026, 10:00", "Published 3 Nov 2026", "Unpublished". */
export function stateLabel(post: Pick<PostSummary, 'status' | 'scheduledAt' | 'publishedAt'>): string {
  switch (post.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return `Scheduled for ${formatDateTime(post.scheduledAt)}`;
    case 'published':
      return `Published ${formatDay(post.publishedAt)}`.trim();
    case 'unpublished':
      return 'Unpublished';
  }
}

/** "How to write a blurb!" → "how-to-write-a-blurb": the slug a new post gets until someone types one. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

export const emptyDraft = (author: string): PostDraft => ({
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  image: '',
  author,
  seoTitle: '',
  seoDescription: '',
  shareImage: '',
});

export const draftOf = (post: StaffPost): PostDraft => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  body: post.body,
  image: post.image,
  author: post.author,
  seoTitle: post.seoTitle,
  seoDescription: post.seoDescription,
  shareImage: post.shareImage,
});

/** A datetime-local value ("2026-12-01T10:00", the editor's own time zone) as the ISO time the server takes; '' when it is not one. */
export function isoFromLocal(value: string): string {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
