import { SERVICE_NAMES, SITE_HEADS } from '@bookcraft/shared';

export const HELP = {
  title: 'Help center',
  lead: 'Answers to what authors ask us most: prices, rights and royalties, publishing, editing, ghostwriting, covers, audiobooks and marketing.',
  search: { label: 'Search the help center', button: 'Search' },
  resultsFor: (question: string) => `Results for “${question}”`,
  noResults: 'No article answers that yet.',
  noResultsLink: { to: '/contact', label: 'Ask us directly' },
  loading: 'Loading the help center…',
  loadFailed: { title: 'We could not load the help center', text: 'The help center did not answer. Check your connection and try again.' },
  article: {
    loading: 'Loading the answer…',
    loadFailed: { title: 'We could not load this answer', text: 'The help center did not answer. Check your connection and try again.' },
    related: 'Related pages',
    stillAsking: {
      title: 'Still have a question?',
      before: 'Ask us in the chat on this page, or ',
      link: { to: '/contact', label: 'contact us' },
      after: ': a publishing consultant answers every question.',
    },
  },
  notFound: {
    title: 'Article not found',
    text: 'This help article does not exist or has moved. Every answer we have published is in the help center.',
    back: { to: '/help', label: 'Back to the help center' },
  },
};

/** The landing pages an article may link to, by the name a reader knows them by (the service pages have theirs in SERVICE_NAMES). */
const LANDING_PAGE_NAMES: Record<string, string> = {
  '/book-publishing-services': 'Book publishing services',
  '/book-publishing-services-pricing': 'Publishing packages and prices',
  '/self-publishing-services': 'Self-publishing services',
  '/book-marketing-services': 'Book marketing services',
  '/book-ghostwriting-services': 'Book ghostwriting services',
  '/book-video-trailer': 'Book video trailers',
  '/sci-fi-publishing-services': 'Sci-fi publishing',
  '/art-book-services': 'Art book publishing',
  '/cook-book-services': 'Cookbook publishing',
  '/photography-book-services': 'Photography book publishing',
};

const hasSiteHead = (path: string): path is keyof typeof SITE_HEADS => Object.hasOwn(SITE_HEADS, path);

/** What a related page's link says: its name on the site, or its address when it has none. */
export function relatedPageName(path: string): string {
  return SERVICE_NAMES.get(path) ?? LANDING_PAGE_NAMES[path] ?? (hasSiteHead(path) ? SITE_HEADS[path].title : path);
}
