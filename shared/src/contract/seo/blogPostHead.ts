import type { PageHead } from '../types';
import { shareImageOf, SITE_HEADS } from './siteHeads';

/** The fields of a blog post (GET /api/blogs/{id}) its head is made of. */
export interface BlogPostHeadSource {
  title: string;
  excerpt: string;
  /** An illustration of the shared image pipeline ("hero-editing"), or a path or URL. */
  image?: string | null;
  /** The editor's title and description for search results and link previews; the title and excerpt when empty. */
  seo_title?: string;
  seo_description?: string;
  /** The image link previews show; the cover when empty. */
  share_image?: string;
}

const imagePathOf = (image: string) => (/^(\/|https?:\/\/)/.test(image) ? image : shareImageOf(image));

/** The head of /blog/:id for one post: its title, its excerpt as the description, its image to share. */
export function blogPostHead(post: BlogPostHeadSource): PageHead {
  const image = post.share_image || post.image;
  return {
    title: post.seo_title || post.title,
    description: post.seo_description || post.excerpt,
    image: image ? imagePathOf(image) : SITE_HEADS['/blogs'].image,
  };
}

/** /blog/:id when the id is not a number or no post has it: kept out of search results. */
export const ARTICLE_NOT_FOUND_HEAD: PageHead = {
  title: 'Article not found',
  description: 'This article does not exist or has moved. Browse every article for authors on the Book Craft blog.',
  image: SITE_HEADS['/blogs'].image,
  noindex: true,
};

/** /blog/:id of a post taken down (410): kept out of search results. */
export const ARTICLE_REMOVED_HEAD: PageHead = {
  title: 'Article removed',
  description: 'This article was removed. Browse every article for authors on the Book Craft blog.',
  image: SITE_HEADS['/blogs'].image,
  noindex: true,
};
