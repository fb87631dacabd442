import type { PageHead } from '../types';
import { shareImageOf, SITE_HEADS } from './siteHeads';

/** The fields of a blog post (GET /api/blogs/{id}) its head is made of. */
export interface BlogPostHeadSource {
  title: string;
  excerpt: string;
  /** An illustration of the shared image pipeline ("hero-editing"), or a path or URL. */
  image?: string | null;
}

const imagePathOf = (image: string) => (/^(\/|https?:\/\/)/.test(image) ? image : shareImageOf(image));

/** The head of /blog/:id for one post: its title, its excerpt as the description, its image to share. */
export function blogPostHead(post: BlogPostHeadSource): PageHead {
  return {
    title: post.title,
    description: post.excerpt,
    image: post.image ? imagePathOf(post.image) : SITE_HEADS['/blogs'].image,
  };
}

/** /blog/:id when the id is not a number or no post has it: kept out of search results. */
export const ARTICLE_NOT_FOUND_HEAD: PageHead = {
  title: 'Article not found',
  description: 'This article does not exist or has moved. Browse every article for authors on the Book Craft blog.',
  image: SITE_HEADS['/blogs'].image,
  noindex: true,
};
