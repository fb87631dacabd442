import type { RenderedPage } from './pageRenderer';

/**
 * Renders kept by key, at most `size`, the least recently used dropped first. A key names what a render shows
 * (a page, and the versions of what it is made of), so a changed page is a new key and the old one ages out.
 * A failed render is tried again next time, not kept.
 */
export function renderCache(size: number) {
  const cache = new Map<string, Promise<RenderedPage | null>>();
  return function cached(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    let page = cache.get(key);
    if (page) cache.delete(key);
    else {
      page = render();
      page.catch(() => cache.delete(key));
    }
    // Most recently used last; the oldest goes first.
    cache.set(key, page);
    if (cache.size > size) cache.delete(cache.keys().next().value!);
    return page;
  };
}
