import { BLOG_LIST_PAGE_SIZE } from '@bookcraft/shared';

export const BLOG = {
  title: 'The Book Craft Blog',
  lead: 'Practical advice on writing, editing, publishing and marketing your book, from the people who do it every day.',
  pageSize: BLOG_LIST_PAGE_SIZE,
  empty: 'No articles yet. Check back soon.',
  loadFailed: { title: 'We could not load the articles', text: 'The blog did not answer. Check your connection and try again.' },
  postFailed: { title: 'We could not load this article', text: 'The blog did not answer. Check your connection and try again.' },
  notFound: {
    title: 'Article not found',
    text: 'This article does not exist or has moved. Every article we have published is on the blog.',
    back: { to: '/blogs', label: 'Back to all articles' },
  },
  removed: {
    title: 'Article removed',
    text: 'This article was taken down. Every article we have published is on the blog.',
    back: { to: '/blogs', label: 'Back to all articles' },
  },
  cta: {
    title: 'Have a book in you?',
    text: 'Talk to a publishing consultant for free about writing, editing or publishing it.',
    button: 'Get a Free Consultation',
  },
};
