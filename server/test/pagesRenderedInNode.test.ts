import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AD_LANDING_ROUTES, BLOG_LIST_PAGE_SIZE, INDEXABLE_PATHS, REMOTE_NAMES, snapshotFileName } from '@bookcraft/shared';
import { waitFor } from './faultHelpers';
import { removeDir, startServer, type RunningServer } from './helpers';
import { paintedRoot, WAITING_FOR_A_SCRIPT } from './paintedPages';

// The first paint of every public page is React's markup rendered in Node, with the site's built bundles
// (dist/server/render.js of each container): at build for the static pages, per request for the blog's.
// These read the server's HTML as a crawler does: no script runs.

const ROOT = path.resolve(import.meta.dirname, '..', '..');


const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');

/** The hero: the page's one h1, with text, and the lead that follows it; and the whole page shown with no script. */
function assertHero(root: string, page: string) {
  assert.doesNotMatch(root, WAITING_FOR_A_SCRIPT, `${page}: every part of the page is in place, none waiting for a script`);
  const headings = [...root.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  assert.equal(headings.length, 1, `${page}: one h1`);
  assert.ok(textOf(headings[0]![1]!).trim().length > 3, `${page}: the h1 has text`);
  const after = root.slice(headings[0]!.index! + headings[0]![0].length, headings[0]!.index! + headings[0]![0].length + 600);
  assert.match(after, /<p\b/, `${page}: the hero's lead follows its heading`);
}

const POST_MARKDOWN = [
  'A first book is written twice: once for yourself, once for your readers.',
  '## Find the outline',
  'Read [how our ghostwriters work](/services/ghostwriting) before you start.',
  '![A manuscript with notes](/images/hero-editing/Mobile480.webp)',
].join('\n\n');

describe('pages rendered by React in Node', () => {
  let running: RunningServer;
  let postId: number;
  const page = async (route: string) => {
    const response = await fetch(`${running.url}${route}`);
    return { status: response.status, html: await response.text() };
  };
  const bumpVersion = () => running.server.db.query('UPDATE blog_version SET version = version + 1');

  before(async () => {
    // The site's own build (a no-op when it is up to date), as the end-to-end tests use it.
    const built = spawnSync(process.execPath, ['tooling/build.mjs', '--if-needed'], { cwd: ROOT, stdio: 'inherit' });
    assert.equal(built.status, 0, 'the site builds');
    running = await startServer();
    const [row] = await running.server.db.query<{ id: number }>(
      `INSERT INTO blog_posts (slug, title, excerpt, body, image, published_at, date_modified, status)
       VALUES ('a-first-book', 'Writing Your First Book', 'How a first book comes together. </script><script>alert(1)</script>', $1, 'hero-editing', now(), now(), 'published') RETURNING id`,
      [POST_MARKDOWN],
    );
    postId = row!.id;
    await bumpVersion();
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
  });

  it("sends a post's article, headings, links and image in the HTML of /blog/<slug>, and its answer for the browser's first render", async () => {
    const { status, html } = await page('/blog/a-first-book');
    assert.equal(status, 200);
    const root = paintedRoot(html);
    assert.match(root, /data-prerendered-path="\/blog\/a-first-book"/);
    assert.doesNotMatch(root, WAITING_FOR_A_SCRIPT, 'every part of the page is in place, none waiting for a script');
    assert.match(root, /<h1>Writing Your First Book<\/h1>/);
    assert.match(root, /<p>A first book is written twice: once for yourself, once for your readers\.<\/p>/);
    assert.match(root, /<h2>Find the outline<\/h2>/);
    assert.match(root, /<a href="\/services\/ghostwriting">how our ghostwriters work<\/a>/);
    assert.match(root, /<img src="\/images\/hero-editing\/Mobile480\.webp" alt="A manuscript with notes"/);
    // Its call to action is a link a visitor without scripts can follow to the contact page; scripts make it open the popup.
    assert.match(root, /<a [^>]*href="\/contact"[^>]*>Get a Free Consultation<\/a>/);
    assert.doesNotMatch(root, /<button\b[^>]*>Get a Free Consultation</);
    // The article's styles come with it, before any script.
    assert.match(html, /<style data-prerendered>[^<]*\.css-[a-z0-9]+/);
    const answers = /<script id="bookcraft-answers" type="application\/json">([^<]*)<\/script>/.exec(html);
    assert.ok(answers, 'the API answer the page was rendered with is in the page');
    const answer = (JSON.parse(answers[1]!) as Record<string, { status: number; body: { id: number; title: string; html: string } }>)['/blogs/a-first-book'];
    assert.equal(answer?.status, 200);
    assert.deepEqual([answer.body.id, answer.body.title], [postId, 'Writing Your First Book']);
    assert.match(answer.body.html, /<h2>Find the outline<\/h2>/);
    // A post's text never closes the element it is carried in, nor runs.
    assert.ok(!html.includes('</script><script>alert(1)'));
  });

  it('lists the post on /blogs, newest first, and the older posts on its next page', async () => {
    const { status, html } = await page('/blogs');
    assert.equal(status, 200);
    const root = paintedRoot(html);
    assert.match(root, /<h1>The Book Craft Blog<\/h1>/);
    const titles = [...root.matchAll(/<h2><a href="\/blog\/([^"]+)"[^>]*>([^<]+)<\/a><\/h2>/g)].map(([, slug, title]) => ({ slug, title }));
    assert.deepEqual(titles[0], { slug: 'a-first-book', title: 'Writing Your First Book' });
    assert.ok(root.includes('How a first book comes together.'));
    const total = ((await (await fetch(`${running.url}/api/blogs?pageSize=50`)).json()) as { total: number }).total;
    if (total > titles.length) {
      const next = paintedRoot((await page('/blogs?page=2')).html);
      assert.ok(!next.includes('Writing Your First Book'));
      assert.match(next, /Page 2 of \d+/);
    }
  });

  it("sends a page of the list past its last unpainted: no number up to 10,000 takes a render of its own", async () => {
    const total = ((await (await fetch(`${running.url}/api/blogs?pageSize=50`)).json()) as { total: number }).total;
    const last = Math.max(1, Math.ceil(total / BLOG_LIST_PAGE_SIZE));
    assert.match(paintedRoot((await page(`/blogs?page=${last}`)).html), /<h1>The Book Craft Blog<\/h1>/);
    for (const past of [last + 1, 9_999]) {
      const { status, html } = await page(`/blogs?page=${past}`);
      assert.equal(status, 200);
      assert.match(html, /<div id="root"><\/div>/, `page ${past} is left for its scripts`);
    }
  });

  it('shows an edit on the next request, and a post taken down as removed (410)', async () => {
    await page('/blog/a-first-book');
    await running.server.db.query(`UPDATE blog_posts SET title = 'Writing Your First Book, Revised', body = $2, date_modified = now() WHERE id = $1`, [postId, `${POST_MARKDOWN}\n\n## A new section`]);
    await bumpVersion();
    const edited = paintedRoot((await page('/blog/a-first-book')).html);
    assert.match(edited, /<h1>Writing Your First Book, Revised<\/h1>/);
    assert.match(edited, /<h2>A new section<\/h2>/);
    assert.match(paintedRoot((await page('/blogs')).html), /Writing Your First Book, Revised/);

    await running.server.db.query(`UPDATE blog_posts SET status = 'unpublished' WHERE id = $1`, [postId]);
    await bumpVersion();
    const removed = await page('/blog/a-first-book');
    assert.equal(removed.status, 410);
    const root = paintedRoot(removed.html);
    assert.match(root, /<h1 id="not-found-title">Article removed<\/h1>/);
    assert.ok(!root.includes('A new section'));
    assert.ok(!paintedRoot((await page('/blogs')).html).includes('Writing Your First Book'));
  });

  it('answers an unknown post 404, unpainted', async () => {
    const { status, html } = await page('/blog/999999');
    assert.equal(status, 404);
    assert.match(html, /<div id="root"><\/div>/);
  });

  it('paints every public page with its heading and hero', async () => {
    const paths = [...new Set([...INDEXABLE_PATHS, ...AD_LANDING_ROUTES.map((route) => route.path)])];
    for (const pathname of paths) {
      const { status, html } = await page(pathname);
      assert.equal(status, 200, pathname);
      const root = paintedRoot(html);
      assert.match(root, new RegExp(`data-prerendered-path="${pathname}"`), pathname);
      assertHero(root, pathname);
    }
  });

  it('prerenders with no browser anywhere: only Node on the PATH', () => {
    const snapshot = path.join(ROOT, 'remote-pages', 'dist', 'prerendered', snapshotFileName('/terms'));
    const before = statSync(snapshot).mtimeMs;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'tooling/prerender.ts', 'pages'], {
      cwd: ROOT,
      env: { PATH: path.dirname(process.execPath), HOME: process.env.HOME },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /Prerendered \d+ pages in Node in [\d.]+ s/);
    assert.ok(statSync(snapshot).mtimeMs > before, 'the snapshot was written again');
  });
});

describe('a remote redeployed with a new Node bundle', () => {
  let running: RunningServer;
  let remotesDir: string;
  const listHeading = async () => /<h1>([^<]*)<\/h1>/.exec(paintedRoot(await (await fetch(`${running.url}/blogs`)).text()))?.[1];

  before(async () => {
    remotesDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-remotes-'));
    for (const name of ['pages', 'landing', 'forms', 'chat']) cpSync(path.join(ROOT, `remote-${name}`, 'dist', 'server'), path.join(remotesDir, name, 'server'), { recursive: true });
    running = await startServer({ REMOTES_DIR: remotesDir });
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
    removeDir(remotesDir);
  });

  it("renders the blog's pages with its new code on a later request, with no restart", async () => {
    assert.equal(await listHeading(), 'The Book Craft Blog');
    const bundle = path.join(remotesDir, 'pages', 'server', 'render.js');
    writeFileSync(bundle, readFileSync(bundle, 'utf8').replaceAll('The Book Craft Blog', 'The Book Craft Journal'));
    await waitFor(async () => ((await listHeading()) === 'The Book Craft Journal' ? true : undefined), 'the redeployed bundle to render /blogs');
  });
});

describe("the blog's pages from containers' files over HTTP (docker-compose)", () => {
  let running: RunningServer;
  let files: Server;

  before(async () => {
    // As the shell's and remotes' nginx containers serve their dist folders: files, or 404.
    files = createServer((request, response) => {
      const file = path.join(ROOT, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      try {
        response.writeHead(200).end(readFileSync(file));
      } catch {
        response.writeHead(404).end('not found');
      }
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    // The pins deploy/pin-bundles.sh would record from the images: each container's bundle as built.
    const pins = path.join(mkdtempSync(path.join(tmpdir(), 'bookcraft-pins-')), 'render-bundles.pins');
    const pinOf = (name: string, folder: string) => `${name} ${createHash('sha256').update(readFileSync(path.join(ROOT, folder, 'dist', 'server', 'render.js'))).digest('hex')}`;
    writeFileSync(pins, [pinOf('shell', 'shell'), ...REMOTE_NAMES.map((name) => pinOf(name, `remote-${name}`))].join('\n'));
    running = await startServer({ SHELL_DIR: `${url}/shell/dist/`, REMOTES_DIR: `${url}/remote-{name}/dist/`, CONSOLE_DIR: `${url}/console/dist/`, RENDER_BUNDLE_PINS: pins });
  });
  after(async () => {
    await running?.stop();
    if (running) removeDir(running.dataDir);
    files?.close();
  });

  it('renders /blogs and a post with the Node bundles read from the containers', async () => {
    const list = paintedRoot(await (await fetch(`${running.url}/blogs`)).text());
    assert.match(list, /<h1>The Book Craft Blog<\/h1>/);
    const [first] = [...list.matchAll(/<h2><a href="\/blog\/([^"]+)"[^>]*>([^<]+)<\/a><\/h2>/g)];
    assert.ok(first, 'the list has a post');
    const post = paintedRoot(await (await fetch(`${running.url}/blog/${first[1]}`)).text());
    assert.match(post, new RegExp(`<h1>${first[2]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
  });
});

describe('@bookcraft/shared as the server renders with it', () => {
  it("names the JSX runtime in each .tsx file, which tsx compiles without the packages' tsconfig", () => {
    const sources = readdirSync(path.join(ROOT, 'shared', 'src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx') && !/\.test\.tsx$|(^|\/)testing\//.test(file));
    assert.ok(sources.length > 0);
    for (const file of sources) assert.match(readFileSync(path.join(ROOT, 'shared', 'src', file), 'utf8'), /^\/\*\* @jsxRuntime automatic @jsxImportSource @emotion\/react \*\//, file);
  });
});
