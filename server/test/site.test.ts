import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDER_PLACEHOLDERS, SITE_HEADS, snapshotFileName } from '@bookcraft/shared';
import { ANY_OTHER_PATH } from '@bookcraft/shared/core';
import { cspSourceOf, FAKE_BOOT_SCRIPT, fakeBuild, writeBootScript } from './fakeBuild';
import { waitFor } from './faultHelpers';
import { removeDir, startServer, type RunningServer } from './helpers';

const tagContent = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

const configIn = (html: string) => JSON.parse(/<script id="bookcraft-config" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as Record<string, unknown>;

describe('serving the composed site', () => {
  let running: RunningServer;
  let build: ReturnType<typeof fakeBuild>;

  before(async () => {
    build = fakeBuild();
    running = await startServer({
      SHELL_DIR: build.shellDir,
      REMOTES_DIR: build.remotesDir,
      CONSOLE_DIR: build.consoleDir,
      SITE_PHONE: '(212) 555-0147',
      SITE_EMAIL: 'write@bookcraft.test',
      REMOTE_CHAT_URL: 'https://chat.cdn.test/mf-manifest.json',
    });
  });
  after(async () => {
    await running.stop();
    removeDir(running.dataDir);
    removeDir(build.root);
  });

  it('serves the shell page for every client-side route, with the runtime configuration in it', async () => {
    for (const route of ['/', '/about-us', '/blog/3', '/LP-GN-GAD', '/any/other/path']) {
      const response = await fetch(`${running.url}${route}`);
      assert.equal(response.status, 200, route);
      assert.equal(response.headers.get('cache-control'), 'no-cache');
      const config = configIn(await response.text());
      assert.equal(config.phone, '(212) 555-0147');
      assert.equal(config.email, 'write@bookcraft.test');
      assert.deepEqual(config.remotes, {
        pages: '/remotes/pages/mf-manifest.json',
        landing: '/remotes/landing/mf-manifest.json',
        forms: '/remotes/forms/mf-manifest.json',
        chat: 'https://chat.cdn.test/mf-manifest.json',
      });
    }
  });

  it('moves a path with empty segments to its one URL, and refuses an over-long one before reading it', async () => {
    const doubled = await fetch(`${running.url}//about-us///?utm_campaign=spring`, { redirect: 'manual' });
    assert.equal(doubled.status, 301);
    assert.equal(doubled.headers.get('location'), '/about-us?utm_campaign=spring');
    const offSite = await fetch(`${running.url}//evil.example/`, { redirect: 'manual' });
    assert.equal(offSite.headers.get('location'), '/evil.example', 'stays on this site');
    const slashes = await fetch(`${running.url}/${'/'.repeat(8_000)}a`, { redirect: 'manual' });
    assert.equal(slashes.status, 414);
    assert.equal((await fetch(`${running.url}/${'a'.repeat(3_000)}`)).status, 414);
    assert.equal((await fetch(`${running.url}/about-us/`)).status, 200);
  });

  it('serves the same configuration as /remotes.json, uncached', async () => {
    const response = await fetch(`${running.url}/remotes.json`);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const config = (await response.json()) as { apiBaseUrl: string };
    assert.equal(config.apiBaseUrl, '/api');
  });

  it('revalidates entry files on every load and keeps hashed chunks for a year', async () => {
    for (const file of ['/remotes/pages/mf-manifest.json', '/remotes/pages/remoteEntry.js']) {
      assert.equal((await fetch(`${running.url}${file}`)).headers.get('cache-control'), 'no-cache', file);
    }
    for (const file of ['/remotes/pages/463.0ed0c9ee.js', '/assets/main.0123abcd.js']) {
      assert.equal((await fetch(`${running.url}${file}`)).headers.get('cache-control'), 'public, max-age=31536000, immutable', file);
    }
  });

  it("sends the build's Brotli copy to browsers that accept it, still cached for a year", async () => {
    const response = await fetch(`${running.url}/remotes/pages/463.0ed0c9ee.js`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(response.headers.get('content-encoding'), 'br');
    assert.match(response.headers.get('content-type')!, /javascript/);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await response.text(), '/* pages chunk */');
  });

  it('lets other origins load remote files (CDN, partner pages)', async () => {
    const response = await fetch(`${running.url}/remotes/chat/remoteEntry.js`);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  });

  it('serves the staff console page at /agent, its scripts under /console/', async () => {
    const response = await fetch(`${running.url}/agent`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    const html = await response.text();
    assert.match(html, /Agent console/);
    assert.match(html, /<script defer="defer" src="\/console\/main\.01234567\.js">/);
    assert.equal(configIn(html).phone, '(212) 555-0147');
    const script = await fetch(`${running.url}/console/main.01234567.js`);
    assert.equal(script.status, 200);
    assert.equal(script.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(await script.text(), 'console.log("staff console")');
  });

  it('answers a missing console file with 404, not with the site page', async () => {
    assert.equal((await fetch(`${running.url}/console/nope.12345678.js`)).status, 404);
  });

  it("serves a remote's replaced files on the next request: a redeploy needs no restart", async () => {
    assert.equal(await (await fetch(`${running.url}/remotes/landing/remoteEntry.js`)).text(), '/* landing v1 */');
    writeFileSync(path.join(build.remotesDir, 'landing', 'remoteEntry.js'), '/* landing v2 */');
    writeFileSync(path.join(build.remotesDir, 'landing', '999.feedbeef.js'), '/* new chunk */');
    assert.equal(await (await fetch(`${running.url}/remotes/landing/remoteEntry.js`)).text(), '/* landing v2 */');
    assert.equal((await fetch(`${running.url}/remotes/landing/999.feedbeef.js`)).status, 200);
  });

  it('answers a missing remote file with 404, not with the site page', async () => {
    const response = await fetch(`${running.url}/remotes/pages/nope.12345678.js`);
    assert.equal(response.status, 404);
  });

  it('writes the configuration as inert JSON that markup in a setting cannot break out of', async () => {
    const hostile = await startServer({ SHELL_DIR: build.shellDir, REMOTES_DIR: build.remotesDir, SITE_EMAIL: '</script><script>alert(1)</script>' });
    try {
      const html = await (await fetch(`${hostile.url}/`)).text();
      assert.ok(!html.includes('<script>alert(1)'));
      assert.equal(configIn(html).email, '</script><script>alert(1)</script>');
    } finally {
      await hostile.stop();
      removeDir(hostile.dataDir);
    }
  });

  it('sends crawlers each page\'s own title, description, canonical URL and share image, without JavaScript', async () => {
    const html = await (await fetch(`${running.url}/about-us`)).text();
    const about = SITE_HEADS['/about-us'];
    assert.equal(tagContent(html, /<title>([^<]*)<\/title>/), `${about.title} | Book Craft`);
    assert.equal((html.match(/<title>/g) ?? []).length, 1);
    assert.equal(tagContent(html, /<meta property="og:title" content="([^"]*)">/), `${about.title} | Book Craft`);
    assert.equal(tagContent(html, /<meta name="description" content="([^"]*)">/), about.description);
    assert.equal(tagContent(html, /<link rel="canonical" href="([^"]*)">/), `${running.url}/about-us`);
    assert.match(tagContent(html, /<meta property="og:image" content="([^"]*)">/)!, /^http:\/\/127\.0\.0\.1:\d+\/images\//);
  });

  it("gives a blog post's HTML that post's title, and an unknown post a 404 that search engines skip", async () => {
    const { posts } = (await (await fetch(`${running.url}/api/blogs`)).json()) as { posts: { id: number; title: string }[] };
    const post = posts[0]!;
    const html = await (await fetch(`${running.url}/blog/${post.id}`)).text();
    assert.equal(tagContent(html, /<meta property="og:title" content="([^"]*)">/), `${post.title} | Book Craft`);
    assert.equal(tagContent(html, /<meta property="og:type" content="([^"]*)">/), 'article');
    const missing = await fetch(`${running.url}/blog/99999`);
    assert.equal(missing.status, 404);
    assert.match(await missing.text(), /<meta name="robots" content="noindex, follow">/);
  });

  it('marks ad landing pages noindex in the HTML it sends', async () => {
    const html = await (await fetch(`${running.url}/LP-GN-GAD`)).text();
    assert.match(html, /<meta name="robots" content="noindex, follow">/);
    const service = await (await fetch(`${running.url}/services/publishing`)).text();
    assert.match(service, /<meta name="robots" content="index, follow">/);
  });

  it("sends a landing page's own head, as the page wrote it when prerendered, with this site's offers", async () => {
    const folder = path.join(build.remotesDir, 'landing', 'prerendered');
    mkdirSync(folder, { recursive: true });
    const head = { title: `Book Marketing Services – ${PRERENDER_PLACEHOLDERS.discount} off`, description: 'Plans & "launches" for <your> book.', image: '/images/hero-marketing/Desktop720.webp' };
    writeFileSync(path.join(folder, snapshotFileName('/book-marketing-services')), JSON.stringify({ path: '/book-marketing-services', root: '<main><h1>Market your book</h1></main>', css: '', head }));
    const html = await (await fetch(`${running.url}/book-marketing-services`)).text();
    assert.equal(tagContent(html, /<title>([^<]*)<\/title>/), 'Book Marketing Services – 50% off | Book Craft');
    assert.equal(tagContent(html, /<meta name="description" content="([^"]*)">/), 'Plans &amp; &quot;launches&quot; for &lt;your&gt; book.');
    assert.equal(tagContent(html, /<meta property="og:image" content="([^"]*)">/), `${running.url}/images/hero-marketing/Desktop720.webp`);
    assert.equal(tagContent(html, /<link rel="canonical" href="([^"]*)">/), `${running.url}/book-marketing-services`);
  });

  it("sends a page's prerendered markup from the remote that renders it, and a redeploy's new one at once", async () => {
    const folder = path.join(build.remotesDir, 'landing', 'prerendered');
    mkdirSync(folder, { recursive: true });
    const write = (heading: string) =>
      writeFileSync(
        path.join(folder, snapshotFileName('/LP-ED-GAD')),
        JSON.stringify({ path: '/LP-ED-GAD', root: `<main><h1>${heading}</h1><a href="tel:+15550000199">(555) 000-0199</a></main>`, css: 'h1{color:navy}</style><script>alert(1)</script>' }),
      );
    write('Edit your book');
    const first = await (await fetch(`${running.url}/LP-ED-GAD`)).text();
    // Inert until the shell takes over, with this site's phone where the snapshot has its placeholder.
    assert.match(first, /<div id="root" data-prerendered-path="\/LP-ED-GAD"><main><h1>Edit your book<\/h1><a href="tel:\+12125550147">\(212\) 555-0147<\/a><\/main><\/div>/);
    assert.match(first, /<style data-prerendered>h1\{color:navy\}/);
    assert.ok(!first.includes('</style><script>alert(1)'), 'the styles cannot close their element');
    const compressed = await fetch(`${running.url}/LP-ED-GAD`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(compressed.headers.get('content-encoding'), 'br');
    assert.match(await compressed.text(), /<h1>Edit your book<\/h1>/);
    // Its scripts start once it has painted, from the shell's boot script at the end of its body.
    assert.ok(!first.includes('<script defer="defer" src="/assets/main.0123abcd.js">'));
    assert.match(first, /<script id="bookcraft-scripts" type="application\/json">\["\/assets\/main\.0123abcd\.js"\]<\/script><\/head>/);
    assert.ok(first.includes(`<script>${FAKE_BOOT_SCRIPT}</script></body>`));
    // The short-visit beacon, which the boot script loads on every page, woken or not.
    const beacon = await fetch(`${running.url}/assets/leave.js`);
    assert.equal(beacon.headers.get('cache-control'), 'no-cache');
    assert.equal(await beacon.text(), 'console.log("short-visit beacon")');
    write('Edit your book, version 2');
    assert.match(await (await fetch(`${running.url}/LP-ED-GAD`)).text(), /<h1>Edit your book, version 2<\/h1>/);
    const plain = await (await fetch(`${running.url}/LP-CD-GAD`)).text();
    assert.match(plain, /<div id="root"><\/div>/);
    assert.match(plain, /<script defer="defer" src="\/assets\/main\.0123abcd\.js"><\/script>/);
  });

  it('paints any path no route takes with the General landing page, marked with that path, and sends a contact address to its topic', async () => {
    const folder = path.join(build.remotesDir, 'landing', 'prerendered');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, snapshotFileName(ANY_OTHER_PATH)), JSON.stringify({ path: ANY_OTHER_PATH, root: '<main><h1>Publish your book</h1></main>', css: '' }));
    const page = await (await fetch(`${running.url}/spring-offer?utm_campaign=spring`)).text();
    assert.match(page, /<div id="root" data-prerendered-path="\/spring-offer"><main><h1>Publish your book<\/h1><\/main><\/div>/);
    // A route of its own is not the General landing page: unpainted until it has a snapshot.
    assert.match(await (await fetch(`${running.url}/LP-PB-MET`)).text(), /<div id="root"><\/div>/);

    const topic = await fetch(`${running.url}/contact/Ghostwriting/gold?utm_source=ad`, { redirect: 'manual' });
    assert.equal(topic.status, 301);
    assert.equal(topic.headers.get('location'), '/contact/ghostwriting?utm_source=ad');
  });

  it("inlines the shell's built boot script in a painted page, named by its build's hash, and a rebuilt shell's new one within a second, with no restart", async () => {
    const folder = path.join(build.remotesDir, 'pages', 'prerendered');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, snapshotFileName('/about-us')), JSON.stringify({ path: '/about-us', root: '<main><h1>About us</h1></main>', css: '' }));
    const painted = async () => {
      const response = await fetch(`${running.url}/about-us`);
      return { html: await response.text(), scriptSources: response.headers.get('content-security-policy')!.match(/script-src ([^;]*)/)![1]!.split(' ') };
    };
    const first = await painted();
    assert.ok(first.html.includes(`<script>${FAKE_BOOT_SCRIPT}</script></body>`));
    assert.ok(first.scriptSources.includes(cspSourceOf(FAKE_BOOT_SCRIPT)));

    const rebuilt = '(()=>{document.documentElement.dataset.booted="2"})();';
    writeBootScript(build.shellDir, rebuilt);
    const next = await waitFor(async () => {
      const page = await painted();
      return page.html.includes(`<script>${rebuilt}</script></body>`) ? page : undefined;
    }, "the rebuilt shell's boot script");
    // The page's policy names the script it carries, and only that one.
    assert.ok(next.scriptSources.includes(cspSourceOf(rebuilt)));
    assert.ok(!next.scriptSources.includes(cspSourceOf(FAKE_BOOT_SCRIPT)));
    assert.ok(!next.html.includes(FAKE_BOOT_SCRIPT));
  });

  it('sends painted pages without a boot script when the shell was built before it had one, their scripts left to start as they load, and says so once', async () => {
    const old = fakeBuild({ bootScript: false });
    const folder = path.join(old.remotesDir, 'pages', 'prerendered');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, snapshotFileName('/about-us')), JSON.stringify({ path: '/about-us', root: '<main><h1>About us</h1></main>', css: '' }));
    const oldSite = await startServer({ SHELL_DIR: old.shellDir, REMOTES_DIR: old.remotesDir, CONSOLE_DIR: old.consoleDir });
    try {
      for (const attempt of [1, 2, 3]) {
        const response = await fetch(`${oldSite.url}/about-us`);
        const html = await response.text();
        assert.match(html, /<div id="root" data-prerendered-path="\/about-us"><main><h1>About us<\/h1><\/main><\/div>/, `page ${attempt}`);
        assert.match(html, /<script defer="defer" src="\/assets\/main\.0123abcd\.js"><\/script>/, `page ${attempt}`);
        assert.ok(!html.includes('bookcraft-scripts'), `page ${attempt}`);
        assert.ok(!response.headers.get('content-security-policy')!.includes("'sha256-"), `page ${attempt}`);
      }
      assert.equal(oldSite.logged().filter((line) => line.includes('has no boot script')).length, 1);
    } finally {
      await oldSite.stop();
      removeDir(oldSite.dataDir);
      removeDir(old.root);
    }
  });
});
