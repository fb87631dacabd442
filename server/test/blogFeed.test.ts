import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { settableClock } from '../src/core/clock';
import { fakeBuild } from './fakeBuild';
import { dropSchema, removeDir, startServer, productionBackend, type RunningServer } from './helpers';
import { adminCookie, call } from './teamHelpers';
import { postFields } from './corpus/posts';

// What crawlers and feed readers get of the blog. The Atom feed and the sitemap list
// published posts only, dated by their last change; a post's page head is made of its SEO fields,
// with BlogPosting data carrying dateModified and its author; a post taken down answers 410.

const between = (text: string, open: string, close: string) => text.split(open).slice(1).map((part) => part.split(close)[0]!);

for (const backend of await productionBackend()) {
  describe(`the blog's feed, sitemap and page heads on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = settableClock('2026-11-20T10:00:00.000Z');
    let running: RunningServer;
    let build: ReturnType<typeof fakeBuild>;
    let env: Record<string, string>;
    const ids: Record<string, number> = {};

    before(async () => {
      build = fakeBuild();
      env = { ...(await backend.env()), SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, CONSOLE_DIR: build.consoleDir, POST_SCHEDULER_INTERVAL_MS: '3600000' };
      running = await startServer(env, undefined, { clock });
      const admin = await adminCookie(running.url);
      const write = async (slug: string, fields: Partial<ReturnType<typeof postFields>> = {}) => {
        const created = await call(running.url, 'POST', '/api/staff/posts', admin, { ...postFields(slug), ...fields });
        ids[slug] = created.body.id as number;
        return created.body.id as number;
      };
      await call(running.url, 'POST', `/api/staff/posts/${await write('in-the-feed', { title: 'Covers & <Titles>', body: 'A **bold** claim & a [link](/contact).' })}/publish`, admin, {});
      clock.set('2026-11-21T12:00:00.000Z');
      await call(running.url, 'PUT', `/api/staff/posts/${ids['in-the-feed']}`, admin, { ...postFields('in-the-feed'), title: 'Covers & <Titles>', body: 'A **bolder** claim & a [link](/contact).' });
      await call(running.url, 'POST', `/api/staff/posts/${await write('taken-down')}/publish`, admin, {});
      await call(running.url, 'POST', `/api/staff/posts/${ids['taken-down']}/unpublish`, admin, {});
      await write('still-a-draft');
      await call(running.url, 'POST', `/api/staff/posts/${await write('with-defaults', { seoTitle: '', seoDescription: '', author: 'Book Craft' })}/publish`, admin, {});
    });
    after(async () => {
      await running.stop();
      await dropSchema(env.DATABASE_SCHEMA);
      removeDir(running.dataDir);
      removeDir(build.root);
    });

    it('serves an Atom feed of the published posts, each with its rendered Markdown, newest first', async () => {
      const response = await fetch(`${running.url}/blog/feed.xml`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'application/atom+xml; charset=utf-8');
      const feed = await response.text();
      assert.match(feed, /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
      assert.ok(feed.includes(`<link rel="self" type="application/atom+xml" href="${running.url}/blog/feed.xml"/>`));
      assert.ok(feed.includes(`<link rel="alternate" type="text/html" href="${running.url}/blogs"/>`));
      assert.ok(feed.includes('<updated>2026-11-21T12:00:00.000Z</updated>'));

      const entries = between(feed, '<entry>', '</entry>');
      const entryIds = entries.map((entry) => between(entry, '<id>', '</id>')[0]);
      assert.equal(entries.length, 6 + 2, 'the six seeded posts and the two published here');
      assert.deepEqual(entryIds.slice(0, 2), [`${running.url}/blog/${ids['with-defaults']}`, `${running.url}/blog/${ids['in-the-feed']}`]);
      for (const gone of ['taken-down', 'still-a-draft']) assert.ok(!entryIds.includes(`${running.url}/blog/${ids[gone]}`), gone);

      const entry = entries[1]!;
      assert.ok(entry.includes('<title>Covers &amp; &lt;Titles&gt;</title>'));
      assert.ok(entry.includes('<published>2026-11-20T10:00:00.000Z</published>'));
      assert.ok(entry.includes('<updated>2026-11-21T12:00:00.000Z</updated>'));
      assert.ok(entry.includes('<author><name>Ada Writer</name></author>'));
      assert.ok(entry.includes('<summary>Twelve weeks, four steps, one launch day.</summary>'));
      const content = between(entry, '<content type="html">', '</content>')[0]!;
      const html = content.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      assert.equal(html, '<p>A <strong>bolder</strong> claim &amp; a <a href="/contact">link</a>.</p>\n', 'the page\'s own HTML, as XML text');
    });

    it('lists published posts in the sitemap with the date of their last change', async () => {
      const sitemap = await (await fetch(`${running.url}/sitemap.xml`)).text();
      assert.ok(sitemap.includes(`<url><loc>${running.url}/blog/in-the-feed</loc><lastmod>2026-11-21T12:00:00.000Z</lastmod></url>`));
      for (const gone of ['taken-down', 'still-a-draft']) assert.ok(!sitemap.includes(`/blog/${gone}<`), gone);
    });

    it("writes a post's head from its SEO fields, with BlogPosting data that says when it changed and who wrote it", async () => {
      const response = await fetch(`${running.url}/blog/${ids['in-the-feed']}`);
      assert.equal(response.status, 200);
      const page = await response.text();
      assert.match(page, /<title>Plan a Book Launch \| Book Craft<\/title>/);
      assert.match(page, /<meta name="description" content="A twelve-week plan for your launch.">/);
      assert.match(page, /<meta property="og:image" content="[^"]*\/images\/hero-editing\/Desktop720.webp">/);
      const data = between(page, '<script type="application/ld+json">', '</script>').map((json) => JSON.parse(json) as Record<string, unknown>);
      const posting = data.find((block) => block['@type'] === 'BlogPosting')!;
      assert.equal(posting.headline, 'Covers & <Titles>');
      assert.equal(posting.datePublished, '2026-11-20T10:00:00.000Z');
      assert.equal(posting.dateModified, '2026-11-21T12:00:00.000Z');
      assert.deepEqual(posting.author, { '@type': 'Person', name: 'Ada Writer' });

      const defaults = await (await fetch(`${running.url}/blog/${ids['with-defaults']}`)).text();
      assert.match(defaults, /<title>How to Plan a Book Launch \| Book Craft<\/title>/, 'the title when no SEO title is set');
      assert.match(defaults, /<meta name="description" content="Twelve weeks, four steps, one launch day.">/);
      const company = between(defaults, '<script type="application/ld+json">', '</script>').map((json) => JSON.parse(json) as Record<string, unknown>).find((block) => block['@type'] === 'BlogPosting')!;
      assert.equal((company.author as { '@type': string })['@type'], 'Organization');
    });

    it("shows what an editor typed as text: `$'` in a title or author, a control character in an excerpt", async () => {
      const admin = await adminCookie(running.url);
      const title = "Dollars $' and $& signs";
      const created = await call(running.url, 'POST', '/api/staff/posts', admin, { ...postFields('dollar-signs'), title, seoTitle: '', author: 'Ann $` Lee', excerpt: 'Pasted\u000btext' });
      await call(running.url, 'POST', `/api/staff/posts/${created.body.id}/publish`, admin, {});

      const page = await (await fetch(`${running.url}/blog/${created.body.id}`)).text();
      assert.equal(page.split('<div id="root"').length, 2, 'one root');
      assert.equal(page.split('</head>').length, 2, 'one head');
      assert.match(page, /<title>Dollars \$(&#39;|') and \$&amp; signs \| Book Craft<\/title>/);
      const posting = between(page, '<script type="application/ld+json">', '</script>').map((json) => JSON.parse(json) as Record<string, unknown>).find((block) => block['@type'] === 'BlogPosting')!;
      assert.equal(posting.headline, title);
      assert.deepEqual(posting.author, { '@type': 'Person', name: 'Ann $` Lee' });

      const feed = await (await fetch(`${running.url}/blog/feed.xml`)).text();
      assert.ok(feed.includes('<summary>Pastedtext</summary>'), 'XML 1.0 has no place for U+000B');
      assert.doesNotMatch(feed, /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    });

    it('keeps dateModified when a save changes nothing, and when a post taken down goes out again unchanged', async () => {
      const admin = await adminCookie(running.url);
      const id = ids['in-the-feed']!;
      const fields = { ...postFields('in-the-feed'), title: 'Covers & <Titles>', body: 'A **bolder** claim & a [link](/contact).' };
      clock.set('2026-11-25T09:00:00.000Z');
      const saved = await call(running.url, 'PUT', `/api/staff/posts/${id}`, admin, fields);
      assert.equal(saved.body.dateModified, '2026-11-21T12:00:00.000Z');
      await call(running.url, 'POST', `/api/staff/posts/${id}/unpublish`, admin, {});
      const again = await call(running.url, 'POST', `/api/staff/posts/${id}/publish`, admin, {});
      assert.equal(again.body.dateModified, '2026-11-21T12:00:00.000Z');
      assert.equal((await call(running.url, 'GET', '/api/staff/posts/2147483648', admin)).status, 400, 'an id past the database integer');
    });

    it('answers 410 with a head saying the article was removed for a post taken down, 404 for a draft or nothing', async () => {
      const gone = await fetch(`${running.url}/blog/${ids['taken-down']}`);
      assert.equal(gone.status, 410);
      const page = await gone.text();
      assert.match(page, /<title>Article removed \| Book Craft<\/title>/);
      assert.match(page, /<meta name="robots" content="noindex/);
      assert.doesNotMatch(page, /BlogPosting/);
      assert.equal((await fetch(`${running.url}/blog/${ids['still-a-draft']}`)).status, 404);
      assert.equal((await fetch(`${running.url}/blog/999999`)).status, 404);
    });
  });
}
