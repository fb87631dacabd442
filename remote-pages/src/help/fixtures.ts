/** The help center as GET /api/help and GET /api/help/{slug} answer it (server/src/http/routes/help.ts). */
const editing = {
  slug: 'how-long-does-editing-take',
  title: 'How long does editing take?',
  shortAnswer: 'Most edits take two to six weeks, depending on the length of the manuscript and the level of editing.',
  category: 'Editing and formatting' as const,
};
const prices = {
  slug: 'packages-and-prices',
  title: 'How much does it cost? Our packages and prices',
  shortAnswer: 'Our six publishing packages run from Starter at $399 to Ultimate at $11,899.',
  category: 'Prices and payment' as const,
};
const royalties = {
  slug: 'keep-rights-and-royalties',
  title: 'Do I keep my rights and royalties?',
  shortAnswer: 'Yes. You keep every right to your book and 100% of your royalties.',
  category: 'Rights and royalties' as const,
};

/** GET /api/help: the sections in the help center's order, each with its articles. */
export const HELP_INDEX = {
  categories: [
    { name: 'Prices and payment' as const, articles: [prices] },
    { name: 'Rights and royalties' as const, articles: [royalties] },
    { name: 'Editing and formatting' as const, articles: [editing] },
  ],
};

/** GET /api/help?q=how long does editing take */
export const HELP_SEARCH = { ...HELP_INDEX, query: 'how long does editing take', results: [editing, prices] };

/** GET /api/help?q=… that nothing answers. */
export const HELP_SEARCH_NOTHING = { ...HELP_INDEX, query: 'what is the weather tomorrow', results: [] };

/** An article's `html` as the server renders its Markdown (sanitised there). */
export const EDITING_HTML = [
  '<p>Most edits take <strong>two to six weeks</strong>.</p>',
  '<h2>How the time is spent</h2>',
  '<ol>\n<li>A free sample edit.</li>\n<li>The edit, with tracked changes.</li>\n</ol>',
  '<p>See <a href="/services/proofreading">editing and proofreading</a> for the levels of editing.</p>',
].join('\n');

/** GET /api/help/how-long-does-editing-take */
export const EDITING_ARTICLE = {
  ...editing,
  html: EDITING_HTML,
  relatedPaths: ['/services/proofreading', '/book-publishing-services-pricing', '/about-us'],
  publishedAt: '2026-11-01T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
