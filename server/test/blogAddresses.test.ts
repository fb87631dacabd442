import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fakeBuild } from './fakeBuild';
import { dropSchema, removeDir, startServer, productionBackend, type RunningServer } from './helpers';
import { adminCookie, call } from './teamHelpers';
import { postFields } from './corpus/posts';

// A post lives at /blog/<slug>, the address the editor's Slug field promises; its old address /blog/<id> moves
// there for good (301), and the list, the sitemap, the feed and its canonical URL name the slug. A post without a
// usable slug keeps /blog/<id>.

/**
 * The shell's Node bundle in miniature for a post's page: it asks the server for `/blogs/<what follows /blog/>`,
 * as the site's article page does, and paints the title it is answered as the page's h1.
 */
const POST_RENDER_BUNDLE = `module.exports.renderPage = async (url, { answer }) => {
  const asked = /^\\/blog\\/([^/?]+)/.exec(url);
  if (!asked) return { root: '<main><h1>Not an article</h1></main>', css: '', answers: {} };
  const key = '/blogs/' + asked[1];
  const answered = await answer(key);
  const title = answered.status === 200 ? answered.body.title : 'Article not found';
  return { root: '<main><article><h1>' + title + '</h1></article></main>', css: '', answers: { [key]: answered } };
};`;

const h1Of = (html: string) => /<div id="root"[^>]*>[\s\S]*?<h1>([^<]*)<\/h1>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

for (const backend of await productionBackend()) {
  describe(`a blog post's address on ${backend.name}`, { skip: backend.skip }, () => {
    let running: RunningServer;
    let build: ReturnType<typeof fakeBuild>;
    let env: Record<string, string>;
    let publishedId = 0;
    let draftId = 0;
    let takenDownId = 0;
    let withoutSlugId = 0;

    before(async () => {
      build = fakeBuild({ renderBundle: true });
      writeFileSync(path.join(build.shellDir, 'server', 'render.js'), POST_RENDER_BUNDLE);
      env = { ...(await backend.env()), SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, CONSOLE_DIR: build.consoleDir, POST_SCHEDULER_INTERVAL_MS: '3600000' };
      running = await startServer(env);
      const admin = await adminCookie(running.url);
      const write = async (slug: string, title: string) => (await call(running.url, 'POST', '/api/staff/posts', admin, { ...postFields(slug), title })).body.id as number;
      publishedId = await write('plan-your-launch', 'Plan Your Launch Week');
      await call(running.url, 'POST', `/api/staff/posts/${publishedId}/publish`, admin, {});
      draftId = await write('a-secret-draft', 'A Secret Draft');
      takenDownId = await write('taken-down-post', 'Taken Down');
      await call(running.url, 'POST', `/api/staff/posts/${takenDownId}/publish`, admin, {});
      await call(running.url, 'POST', `/api/staff/posts/${takenDownId}/unpublish`, admin, {});
      // A post stored before slugs were addresses may have none the editor's field takes: it keeps its id address.
      const [row] = await running.server.db.query<{ id: number }>(
        `INSERT INTO blog_posts (slug, title, excerpt, body, image, published_at, date_modified, status) VALUES ('', 'Without a Slug', 'An old post.', 'Old text.', 'hero-editing', now(), now(), 'published') RETURNING id`,
      );
      withoutSlugId = row!.id;
      await running.server.db.query('UPDATE blog_version SET version = version + 1');
    });
    after(async () => {
      await running.stop();
      await dropSchema(env.DATABASE_SCHEMA);
      removeDir(running.dataDir);
      removeDir(build.root);
    });

    it('serves a post at /blog/<slug>, painted with its title as the h1, its canonical URL the slug', async () => {
      const response = await fetch(`${running.url}/blog/plan-your-launch`);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.equal(h1Of(html), 'Plan Your Launch Week');
      assert.equal(canonicalOf(html), `${running.url}/blog/plan-your-launch`);
      assert.match(html, /<title>Plan a Book Launch \| Book Craft<\/title>/);
      const api = await fetch(`${running.url}/api/blogs/plan-your-launch`);
      assert.equal(api.status, 200);
      assert.equal(((await api.json()) as { id: number }).id, publishedId);
    });

    it('moves /blog/<id> for good to /blog/<slug>, with its query', async () => {
      const moved = await fetch(`${running.url}/blog/${publishedId}?utm_source=newsletter`, { redirect: 'manual' });
      assert.equal(moved.status, 301);
      assert.equal(moved.headers.get('location'), '/blog/plan-your-launch?utm_source=newsletter');
      const gone = await fetch(`${running.url}/blog/${takenDownId}`, { redirect: 'manual' });
      assert.deepEqual([gone.status, gone.headers.get('location')], [301, '/blog/taken-down-post']);
      assert.equal((await fetch(`${running.url}/blog/taken-down-post`)).status, 410);
    });

    it('answers "Article not found" (404) for a slug no post has, and tells nothing of a draft', async () => {
      const unknown = await fetch(`${running.url}/blog/no-such-article`);
      assert.equal(unknown.status, 404);
      assert.match(await unknown.text(), /<title>Article not found \| Book Craft<\/title>/);
      for (const draft of [`/blog/${draftId}`, '/blog/a-secret-draft']) {
        const answer = await fetch(`${running.url}${draft}`, { redirect: 'manual' });
        assert.deepEqual([answer.status, answer.headers.get('location')], [404, null], draft);
      }
      assert.equal((await fetch(`${running.url}/api/blogs/a-secret-draft`)).status, 404);
      assert.equal((await fetch(`${running.url}/api/blogs/Not%20a%20slug`)).status, 400);
    });

    it('keeps /blog/<id> for a post without a slug', async () => {
      const response = await fetch(`${running.url}/blog/${withoutSlugId}`, { redirect: 'manual' });
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.equal(h1Of(html), 'Without a Slug');
      assert.equal(canonicalOf(html), `${running.url}/blog/${withoutSlugId}`);
    });

    it('names the slug in the sitemap and in the feed, whose entry ids stay the permanent id addresses', async () => {
      const sitemap = await (await fetch(`${running.url}/sitemap.xml`)).text();
      assert.ok(sitemap.includes(`<loc>${running.url}/blog/plan-your-launch</loc>`), sitemap);
      assert.ok(!sitemap.includes(`<loc>${running.url}/blog/${publishedId}</loc>`));
      assert.ok(sitemap.includes(`<loc>${running.url}/blog/${withoutSlugId}</loc>`));
      const feed = await (await fetch(`${running.url}/blog/feed.xml`)).text();
      const entry = feed.split('<entry>').find((part) => part.includes('Plan Your Launch Week'))!;
      assert.ok(entry.includes(`<link rel="alternate" type="text/html" href="${running.url}/blog/plan-your-launch"/>`), entry);
      assert.ok(entry.includes(`<id>${running.url}/blog/${publishedId}</id>`), entry);
    });
  });
}
