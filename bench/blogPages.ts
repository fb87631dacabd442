import { steadyLoad, type SteadyResult } from './steadyLoad';
import { dropSchema, median, services, startApiServer, STAFF, type Figure } from './support';

// A blog post's HTML is rendered by React in Node on request (cached until a post changes),
// where every other page is painted at build. Both are loaded at the same steady rate on PostgreSQL,
// through the real server, with the build's bundles: the post page's p99 beside a prerendered page's.

const RATE = 200;
const SECONDS = 15;
const RUNS = 3;
const POSTS = 50;
const GOAL_MS = 100;
const PRERENDERED_PAGE = '/about-us';

const json = { 'content-type': 'application/json' };

/** Writes and publishes `count` posts through the console's API; their ids. */
async function publishPosts(url: string, count: number): Promise<number[]> {
  const login = await fetch(`${url}/api/staff/login`, { method: 'POST', headers: json, body: JSON.stringify(STAFF) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const ids: number[] = [];
  for (let n = 1; n <= count; n += 1) {
    const body = {
      title: `Bench article ${n}`,
      slug: `bench-article-${n}`,
      excerpt: 'An article written for the benchmark.',
      body: `## Part one\n\n${'A paragraph about publishing a book, with [a link](/services). '.repeat(20)}\n\n## Part two\n\n${'More words an author reads. '.repeat(40)}`,
      image: 'hero-editing',
      author: 'Book Craft',
    };
    const created = await fetch(`${url}/api/staff/posts`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(body) });
    if (created.status !== 201) throw new Error(`creating a post answered ${created.status}: ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const published = await fetch(`${url}/api/staff/posts/${id}/publish`, { method: 'POST', headers: { ...json, cookie }, body: '{}' });
    if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);
    ids.push(id);
  }
  return ids;
}

/** The median of RUNS steady runs (one p99 over 15 s can hang on a single stall), after a warm-up. */
async function loadPages(urls: string[]): Promise<SteadyResult> {
  const options = { rate: RATE, seconds: SECONDS, method: 'GET', path: '', body: '' };
  await steadyLoad(urls, { ...options, seconds: 3 });
  const runs: SteadyResult[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await steadyLoad(urls, options));
  const non2xx = runs.reduce((sum, run) => sum + run.non2xx, 0);
  if (non2xx) throw new Error(`${non2xx} pages were not answered 200`);
  return { ...runs[0]!, p50: median(runs.map((run) => run.p50)), p99: median(runs.map((run) => run.p99)) };
}

export async function benchBlogPages(): Promise<Figure[]> {
  const databaseUrl = services.databaseUrl;
  if (!databaseUrl) {
    console.log('blog pages: skipped (BENCH_DATABASE_URL or TEST_DATABASE_URL names no PostgreSQL)');
    return [];
  }
  const schema = `bench_blog_${Date.now()}`;
  const server = await startApiServer({ DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema });
  try {
    const ids = await publishPosts(server.url, POSTS);
    const prerendered = await loadPages([`${server.url}${PRERENDERED_PAGE}`]);
    const posts = await loadPages(ids.map((id) => `${server.url}/blog/${id}`));
    const group = 'Blog pages rendered in Node, PostgreSQL';
    const note = `${RATE} requests/s for ${SECONDS} s, median of ${RUNS} runs; ${POSTS} published posts requested in turn (rendered once each, then cached until a post changes)`;
    return [
      { group, figure: `/blog/:id HTML p99 at ${RATE}/s`, value: posts.p99, unit: 'ms', target: `<= ${GOAL_MS}`, baseline: prerendered.p99, note: `${note}; baseline: ${PRERENDERED_PAGE}, painted at build` },
      { group, figure: `/blog/:id HTML p50 at ${RATE}/s`, value: posts.p50, unit: 'ms', baseline: prerendered.p50, note },
    ];
  } finally {
    await server.stop();
    await dropSchema(databaseUrl, schema);
  }
}
