/** Posts as GET /api/blogs and GET /api/blogs/{id} return them (server/src/http/routes/blogs.ts). */
export const POSTS = [
  {
    id: 6,
    slug: 'working-with-a-ghostwriter',
    title: 'Working with a Ghostwriter: What to Expect',
    excerpt: 'How a ghostwritten book comes together, and how to keep it in your voice.',
    image: 'hero-ghostwriting',
    published_at: '2026-11-11T00:00:00.000Z',
    date_modified: '2026-11-11T00:00:00.000Z',
  },
  {
    id: 5,
    slug: 'launch-week-checklist',
    title: 'The Launch Week Checklist for New Authors',
    excerpt: 'What to prepare before release day so your first week builds momentum.',
    image: 'hero-marketing',
    published_at: '2026-10-28T00:00:00.000Z',
    date_modified: '2026-10-28T00:00:00.000Z',
  },
];

/** A post's `html` as the server renders its Markdown (sanitised there). */
export const POST_HTML = [
  '<p>A ghostwriting project begins with conversations. Your writer interviews you.</p>',
  '<h2>The outline</h2>',
  '<p>Next comes an outline that you approve <strong>chapter by chapter</strong>, as <a href="/services/ghostwriting">our ghostwriters</a> do.</p>',
  '<p><img src="/images/hero-editing/Mobile480.webp" alt="A manuscript with notes"></p>',
  '<p>The finished manuscript is yours.</p>',
].join('\n');

/** GET /api/blogs/{id} for the first post. */
export const POST = { ...POSTS[0]!, html: POST_HTML, author: 'Book Craft', seo_title: '', seo_description: '', share_image: '' };
