import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { productionBackend, useServer } from './helpers';

interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  published_at: string;
}

for (const backend of await productionBackend()) {
  describe(`blog API, robots.txt and sitemap on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const get = (path: string) => fetch(`${server.running.url}${path}`);

    it('lists the seeded articles newest first, in pages', async () => {
      const first = (await (await get('/api/blogs?pageSize=4')).json()) as { posts: PostSummary[]; total: number };
      const second = (await (await get('/api/blogs?page=2&pageSize=4')).json()) as { posts: PostSummary[] };
      assert.ok(first.total >= 6);
      assert.equal(first.posts.length, 4);
      assert.equal(second.posts.length, first.total - 4);
      const dates = [...first.posts, ...second.posts].map((post) => post.published_at);
      assert.deepEqual(dates, [...dates].sort().reverse());
    });

    it('shows one article with several paragraphs', async () => {
      const { posts } = (await (await get('/api/blogs')).json()) as { posts: PostSummary[] };
      const response = await get(`/api/blogs/${posts[0]!.id}`);
      assert.equal(response.status, 200);
      const post = (await response.json()) as { title: string; html: string };
      assert.equal(post.title, posts[0]!.title);
      assert.ok(post.html.split('<p>').length > 3);
    });

    it('answers 404 for an unknown id or slug and 400 for what is neither, never 5xx', async () => {
      for (const unknown of ['999999', 'abc']) assert.equal((await get(`/api/blogs/${unknown}`)).status, 404, unknown);
      for (const bad of ['1.5', '-1', 'a_b', '%27%20OR%201=1', '..%2F..%2Fetc%2Fpasswd']) assert.equal((await get(`/api/blogs/${bad}`)).status, 400, bad);
      assert.equal((await get('/api/blogs?page=0')).status, 400);
      assert.equal((await get('/api/blogs?pageSize=1000')).status, 400);
    });

    it('serves robots.txt that points to the sitemap and keeps ads, the console and the API out', async () => {
      const robots = await (await get('/robots.txt')).text();
      assert.match(robots, /^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
      for (const line of ['Disallow: /agent', 'Disallow: /api/', 'Disallow: /LP-']) assert.ok(robots.includes(line), line);
    });

    it('lists every route of requirements §2.1 and every article in sitemap.xml', async () => {
      const sitemap = await (await get('/sitemap.xml')).text();
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      const siteRoutes = ['/', '/about-us', '/services', '/services/ghostwriting', '/services/ghostwriting/fiction', '/services/ghostwriting/non-fiction', '/services/ghostwriting/children-book', '/services/ghostwriting/script-writing', '/services/proofreading', '/services/cover-design', '/services/formatting', '/services/audio-book', '/services/publishing', '/services/marketing', '/services/author-web', '/services/video-trailer', '/blogs', '/contact', '/terms', '/privacy'];
      for (const route of siteRoutes) assert.ok(locations.includes(route), route);
      const { posts } = (await (await get('/api/blogs?pageSize=50')).json()) as { posts: PostSummary[] };
      for (const post of posts) assert.ok(locations.includes(`/blog/${post.slug}`), `post ${post.id} at its slug`);
      assert.ok(!locations.some((path) => path.startsWith('/LP-')));
    });
  });
}
