import { siteHeadFor, usePageHead, type PageHead } from '@bookcraft/shared';

const PAGE_NOT_FOUND: PageHead = {
  title: 'Page not found',
  description: 'This page does not exist or has moved. Find our services, articles and contact details on the Book Craft website.',
  noindex: true,
};

/** Sets the head of an informational route from the shared head data (the server writes the same tags for crawlers). */
export function useSiteHead(path: string): void {
  usePageHead(siteHeadFor(path) ?? PAGE_NOT_FOUND);
}
