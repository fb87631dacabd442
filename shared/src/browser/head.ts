import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '../contract/types';
import { headTags } from '../contract/seo/headTags';

export { DEFAULT_SHARE_IMAGE, SITE_NAME } from '../contract/seo/brand';

function upsertMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

function upsertLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.appendChild(link);
  }
  link.href = href;
}

/** Writes a page's head tags (the same ones the server sends crawlers), replacing the previous page's. */
export function applyPageHead(head: PageHead, page = { origin: window.location.origin, pathname: window.location.pathname }): void {
  for (const tag of headTags(head, page)) {
    if (tag.tag === 'title') document.title = tag.text;
    else if (tag.tag === 'meta') upsertMeta(tag.attribute, tag.key, tag.content);
    else upsertLink(tag.rel, tag.href);
  }
}

/** Where a server render keeps the head the page asked for (effects never run there). */
export interface PageHeadRecord {
  head?: PageHead;
}

/** Provided by the server's renderer: the page's head is recorded while it renders, for the HTML's head tags. */
export const PageHeadRecorder = createContext<PageHeadRecord | null>(null);

/** The hook a page calls with its own head data. */
export function usePageHead(head: PageHead): void {
  const { title, description, image, noindex } = head;
  const recorder = useContext(PageHeadRecorder);
  if (recorder) recorder.head = { title, description, ...(image ? { image } : {}), ...(noindex ? { noindex } : {}) };
  useEffect(() => applyPageHead({ title, description, image, noindex }), [title, description, image, noindex]);
}
