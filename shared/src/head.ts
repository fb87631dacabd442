import { useEffect } from 'react';
import type { PageHead } from './types';

export const SITE_NAME = 'Book Craft';
export const DEFAULT_SHARE_IMAGE = '/images/share-default.png';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Writes a page's title, description and share image into the document head, replacing the previous page's. */
export function applyPageHead(head: PageHead): void {
  const title = head.title.includes(SITE_NAME) ? head.title : `${head.title} | ${SITE_NAME}`;
  const image = head.image ?? DEFAULT_SHARE_IMAGE;
  document.title = title;
  upsertMeta('name', 'description', head.description);
  upsertMeta('property', 'og:title', title);
  upsertMeta('property', 'og:description', head.description);
  upsertMeta('property', 'og:image', image);
  upsertMeta('name', 'twitter:card', 'summary_large_image');
  upsertMeta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow');
}

/** The hook a page calls with its own head data. */
export function usePageHead(head: PageHead): void {
  const { title, description, image, noindex } = head;
  useEffect(() => applyPageHead({ title, description, image, noindex }), [title, description, image, noindex]);
}
