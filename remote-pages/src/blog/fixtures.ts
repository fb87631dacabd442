/** Posts as GET /api/blogs and GET /api/blogs/{id} return them (server/src/routes/blogs.ts). */
export const POSTS = [
  {
    id: 6,
    slug: 'working-with-a-ghostwriter',
    title: 'Working with a Ghostwriter: What to Expect',
    excerpt: 'How a ghostwritten book comes together, and how to keep it in your voice.',
    image: 'hero-ghostwriting',
    published_at: '2026-11-11T00:00:00.000Z',
  },
  {
    id: 5,
    slug: 'launch-week-checklist',
    title: 'The Launch Week Checklist for New Authors',
    excerpt: 'What to prepare before release day so your first week builds momentum.',
    image: 'hero-marketing',
    published_at: '2026-10-28T00:00:00.000Z',
  },
];

export const POST_BODY = [
  'A ghostwriting project begins with conversations.\nYour writer interviews you.',
  'Next comes an outline that you approve <b>chapter by chapter</b>.',
  'The finished manuscript is yours.',
].join('\n\n');
