import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFile, execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { siteHeadFor } from '@bookcraft/shared';
import { DESKTOP, launchBrowser, openLive } from '@bookcraft/testing/browser';
import { agentConsole, visitorWithChat } from '../support/chat';
import { fillHeroForm } from '../support/journey';
import { ROOT, STAFF_EMAIL, STAFF_PASSWORD } from '@bookcraft/testing/site';
import { eventually } from '../support/eventually';
import { asStaffText, leadsAsStaff } from '../support/staffApi';
import { COMPOSE, composeProject, docker, ensureBaseImage, type ComposeProject } from './project';

// docker-compose.yml built from the Debian base and run as ops run it, driven through its gateway.

const REBUILT_HEADING = 'About Book Craft, rebuilt';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

async function reply(agent: Page, text: string) {
  await agent.getByLabel(/^Reply to/).fill(text);
  await agent.getByRole('button', { name: 'Send', exact: true }).click();
}

/** Each text is in the conversation exactly once. */
async function seenOnce(thread: Locator, texts: string[]) {
  for (const text of texts) {
    await thread.getByText(text, { exact: true }).first().waitFor();
    assert.equal(await thread.getByText(text, { exact: true }).count(), 1, `"${text}" once`);
  }
}

describe('the docker-compose topology, built and run', () => {
  let project: ComposeProject;
  let browser: Browser;

  before(async () => {
    await ensureBaseImage();
    project = await composeProject();
    await project.composeStreamed('build');
    await project.pinBundles();
    await project.composeStreamed('up', '-d');
    await project.waitHealthy();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await project?.compose('down', '--volumes', '--remove-orphans').catch((error: Error) => console.error(error.message));
  });

  it('1. sends /, an ad page and a service landing page prerendered, with their own title and description, and each becomes live', async () => {
    const pages = [
      { path: '/', head: siteHeadFor('/')!, noindex: false },
      // The ad group's own head, with the site's offer filled in (OFFER_FIRST_PROJECT_DISCOUNT: 50% by default).
      { path: '/LP-GN-GAD', head: { title: '50% Off Your First Book Project', description: 'Editing, covers, publishing and marketing at 50% off your first project, with a free consultation.' }, noindex: true },
      { path: '/book-publishing-services', head: { title: 'Book Publishing Services | Book Craft', description: 'Publish your manuscript with ISBN, copyright and distribution to 50+ platforms in 3–6 weeks, keeping 100% of your royalties.' }, noindex: false },
    ];
    for (const { path: pathname, head, noindex } of pages) {
      const response = await fetch(`${project.url}${pathname}`);
      assert.equal(response.status, 200, pathname);
      const html = await response.text();
      assert.ok(titleOf(html)?.startsWith(head.title), `${pathname}: title ${titleOf(html)}`);
      assert.equal(descriptionOf(html), head.description, pathname);
      assert.match(html, new RegExp(`<div id="root" data-prerendered-path="${pathname}"><`), `${pathname} is prerendered`);
      assert.equal(html.includes('content="noindex'), noindex, `${pathname}: noindex ${noindex}`);
      const painted = /<h1[^>]*>(.*?)<\/h1>/.exec(html)![1]!.replace(/<[^>]+>/g, '');

      const page = await browser.newPage({ viewport: DESKTOP });
      await openLive(page, `${project.url}${pathname}`);
      assert.equal(await page.getByRole('heading', { level: 1 }).first().textContent(), painted, `${pathname}: the live heading is the painted one`);
      await page.close();
    }
  });

  it('2. stores a lead sent in the browser once, in the PostgreSQL container', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${project.url}/book-publishing-services`);
    const form = await fillHeroForm(page, 'Compose Author', 'Written on two server nodes.');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    assert.equal(await project.sql("SELECT count(*) FROM leads WHERE full_name = 'Compose Author'"), '1');
    await page.close();
  });

  it('3. lets a visitor whose socket is on one server node chat with an agent on the other', async () => {
    const [nodeOne, nodeTwo] = project.pinned;
    const agent = await agentConsole(browser, nodeTwo);
    const visitor = await visitorWithChat(browser, `${nodeOne}/services/publishing`);
    await send(visitor, 'Hello from node one');
    await agent.getByRole('button', { name: /Hello from node one/ }).click();
    await reply(agent, 'Hello from node two');
    await seenOnce(visitor.getByRole('log'), ['Hello from node one', 'Hello from node two']);
    await visitor.context().close();
    await agent.context().close();
  });

  it('4. takes a rebuilt remote with a visible change while pages keep loading: no failed load, the change on the next one, shell and servers untouched', async () => {
    const untouched = ['shell', 'server-1', 'server-2'];
    const before = await Promise.all(untouched.map(async (service) => docker('inspect', '--format', '{{.Id}} {{.State.StartedAt}}', await project.containerOf(service))));
    await buildChangedRemotePages(project);

    const page = await browser.newPage({ viewport: DESKTOP });
    const failures: string[] = [];
    // A request the next navigation cuts short (net::ERR_ABORTED) is the loop's doing, not the site's.
    page.on('requestfailed', (request) => request.failure()?.errorText !== 'net::ERR_ABORTED' && failures.push(`${request.url()}: ${request.failure()?.errorText}`));
    page.on('response', (response) => response.status() >= 400 && failures.push(`${response.url()}: ${response.status()}`));
    page.on('pageerror', (error) => failures.push(error.message));
    let loading = true;
    let loads = 0;
    const keepLoading = (async () => {
      while (loading) {
        await openLive(page, `${project.url}/about-us`);
        await page.getByRole('heading', { level: 1, name: /^About Book Craft/ }).waitFor();
        assert.equal(await page.getByRole('heading', { name: 'This page is taking a break' }).count(), 0, 'the page loaded');
        loads += 1;
      }
    })();
    // Other visitors' browsers, many times a second: the remote's entry files must never be missing.
    let asks = 0;
    const keepAsking = (async () => {
      while (loading) {
        for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
          const response = await fetch(`${project.url}/remotes/pages/${file}`).catch((error: Error) => ({ status: error.message }));
          if (response.status !== 200) failures.push(`${file}: ${response.status}`);
          asks += 1;
        }
      }
    })();
    await new Promise<void>((resolve, reject) =>
      execFile('sh', ['deploy/redeploy.sh', 'remote-pages', '--no-build'], { cwd: ROOT, env: project.env }, (error) => (error ? reject(error) : resolve())),
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    loading = false;
    await Promise.all([keepLoading, keepAsking]);
    assert.ok(loads >= 3 && asks >= 100, `pages kept loading (${loads}) and files kept being asked for (${asks})`);
    assert.deepEqual(failures, []);

    const html = await (await fetch(`${project.url}/about-us`)).text();
    assert.ok(html.includes(REBUILT_HEADING), 'the prerendered page is the new one');
    await openLive(page, `${project.url}/about-us`);
    await page.getByRole('heading', { level: 1, name: REBUILT_HEADING }).waitFor();
    const after = await Promise.all(untouched.map(async (service) => docker('inspect', '--format', '{{.Id}} {{.State.StartedAt}}', await project.containerOf(service))));
    assert.deepEqual(after, before, 'the shell and the server nodes were not restarted');
    await page.close();
  });

  it('5. keeps a chat going through the other server node when one is stopped, with nothing lost', async () => {
    const agent = await agentConsole(browser, project.url);
    const visitor = await visitorWithChat(browser, `${project.url}/services/marketing`);
    await send(visitor, 'Before a node stops');
    await agent.getByRole('button', { name: /Before a node stops/ }).click();
    await reply(agent, 'Answer before');
    await visitor.getByRole('log').getByText('Answer before').waitFor();
    const said = ['Before a node stops', 'Answer before'];

    // Each node in turn, so that whichever one holds a socket, it goes away under it.
    for (const node of ['server-1', 'server-2']) {
      await project.compose('stop', node);
      said.push(`While ${node} is away`, `Answer while ${node} is away`);
      await send(visitor, `While ${node} is away`);
      await reply(agent, `Answer while ${node} is away`);
      await seenOnce(visitor.getByRole('log'), said);
      await seenOnce(agent.getByRole('log', { name: /^Messages with/ }), said);
      await project.compose('start', node);
      await project.waitHealthy([node]);
    }
    await visitor.context().close();
    await agent.context().close();
  });

  it('6. keeps the rest of the site working while each remote container is stopped in turn', async () => {
    const checks: Record<string, (page: Page) => Promise<void>> = {
      'remote-pages': async (page) => {
        await openLive(page, `${project.url}/about-us`);
        await page.getByRole('heading', { name: 'This page is taking a break' }).waitFor();
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
      },
      'remote-landing': async (page) => {
        await openLive(page, `${project.url}/book-publishing-services`);
        await page.getByRole('heading', { name: 'This page is taking a break' }).waitFor();
        await page.getByRole('contentinfo').waitFor();
      },
      'remote-forms': async (page) => {
        await page.setViewportSize({ width: 375, height: 740 });
        await openLive(page, `${project.url}/book-publishing-services`);
        await page.getByRole('link', { name: 'Signup' }).click();
        await page.getByRole('dialog', { name: 'Get Started Today' }).getByRole('link', { name: /^\(\d{3}\)/ }).waitFor();
      },
      'remote-chat': async (page) => {
        await openLive(page, `${project.url}/`);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
        await page.getByRole('heading', { name: /^About Book Craft/ }).waitFor();
        assert.equal(await page.getByRole('button', { name: /chat with us/i }).count(), 0);
      },
    };
    for (const [service, check] of Object.entries(checks)) {
      await project.compose('stop', service);
      const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      await check(page);
      await page.context().close();
      await project.compose('start', service);
      await project.waitHealthy([service]);
    }
  });

  it('7. serves a post published through one server node in the HTML of the other within a minute, with no restart', async () => {
    const [nodeOne, nodeTwo] = project.pinned.map((entrance) => `${entrance}/node`) as [string, string];
    // Node two has rendered the blog before the post exists: what it keeps must not hide the new post.
    assert.equal((await fetch(`${nodeTwo}/blogs`)).status, 200);
    const slug = await publishPost(nodeOne, 'Written on one node, read on the other');
    const onNodeTwo = async (path: string) => (await fetch(`${nodeTwo}${path}`)).text();
    await eventually(async () => (await onNodeTwo(`/blog/${slug}`)).includes('<h2>Read everywhere</h2>'), 'node two serves the article', 60_000);
    await eventually(async () => (await onNodeTwo('/blogs')).includes('Written on one node, read on the other'), 'node two lists it on /blogs', 60_000);
  });

  it('8. keeps leads, chats and uploads through docker-compose down and up (named volumes); a dump restored into a fresh project keeps leads and chats', async () => {
    const upload = await uploadAnImage(project.url);
    await project.compose('down');
    await project.composeStreamed('up', '-d');
    await project.waitHealthy();
    const leads = await leadsAsStaff(project.url);
    assert.equal(leads.filter((lead) => lead.full_name === 'Compose Author').length, 1);
    assert.match(await asStaffText(project.url, `/api/chat/transcript/${upload.roomId}`), /Here is my cover/);
    const image = await fetch(`${project.url}/api/media/download/${upload.mediaId}`, { headers: { authorization: `Bearer ${upload.token}` } });
    assert.equal(image.status, 200, 'the image is still there');
    assert.match(image.headers.get('content-type') ?? '', /^image\//);

    // Backup and restore as docs/operations.md says: a dump of one project, restored into a new one.
    const backups = mkdtempSync(path.join(tmpdir(), 'bookcraft-backup-'));
    const restored = await composeProject();
    try {
      const dump = path.join(backups, 'bookcraft.dump');
      writeFileSync(dump, execFileSync('sh', ['-c', `${COMPOSE.join(' ')} exec -T postgres pg_dump -U bookcraft -Fc bookcraft`], { cwd: ROOT, env: project.env, maxBuffer: 256 * 1024 * 1024 }));
      await restored.pinBundles();
      await restored.composeStreamed('up', '-d', 'postgres');
      await restored.waitHealthy(['postgres']);
      execFileSync('sh', ['-c', `${COMPOSE.join(' ')} exec -T postgres pg_restore -U bookcraft -d bookcraft --no-owner < "${dump}"`], { cwd: ROOT, env: restored.env, stdio: ['ignore', 'inherit', 'inherit'] });
      await restored.composeStreamed('up', '-d');
      await restored.waitHealthy();
      const restoredLeads = await leadsAsStaff(restored.url);
      assert.equal(restoredLeads.filter((lead) => lead.full_name === 'Compose Author').length, 1);
      assert.match(await asStaffText(restored.url, `/api/chat/transcript/${upload.roomId}`), /Here is my cover/, 'the chats came along');
    } finally {
      await restored.compose('down', '--volumes').catch(() => undefined);
      rmSync(backups, { recursive: true, force: true });
    }
  });
});

/** remote-pages' image built again from a copy of the sources with the About page's heading changed. */
async function buildChangedRemotePages(project: ComposeProject) {
  const copy = mkdtempSync(path.join(tmpdir(), 'bookcraft-remote-'));
  try {
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    // The work tree as it is (a file deleted but not yet committed is still listed).
    for (const file of files) if (existsSync(path.join(ROOT, file))) cpSync(path.join(ROOT, file), path.join(copy, file), { recursive: true });
    const about = path.join(copy, 'remote-pages/src/content/about.ts');
    writeFileSync(about, readFileSync(about, 'utf8').replace("title: 'About Book Craft'", `title: '${REBUILT_HEADING}'`));
    const image = `${project.env.IMAGE_PREFIX}/remote-pages:${project.env.IMAGE_TAG ?? 'latest'}`;
    execFileSync(
      'docker',
      ['build', '-f', 'deploy/Dockerfile', '--target', 'static', '--build-arg', `BASE_IMAGE=${project.env.BASE_IMAGE}`, '--build-arg', `EXTRA_CA_CERTS=${project.env.EXTRA_CA_CERTS ?? ''}`, '--build-arg', 'PACKAGE=remote-pages', '--build-arg', 'SITE_PATH=/remotes/pages/', '-t', image, '.'],
      { cwd: copy, stdio: 'inherit' },
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Writes and publishes a post through `nodeUrl`'s API as the first admin, as a script would (no browser, no Origin); its slug. */
async function publishPost(nodeUrl: string, title: string): Promise<string> {
  const login = await fetch(`${nodeUrl}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }) });
  const headers = { cookie: login.headers.getSetCookie()[0]!.split(';')[0]!, 'content-type': 'application/json' };
  const post = { title, slug: 'written-on-one-node', excerpt: 'A post for the compose test.', body: '## Read everywhere\n\nEvery node serves it.', image: 'hero-editing', author: 'Book Craft' };
  const created = await fetch(`${nodeUrl}/api/staff/posts`, { method: 'POST', headers, body: JSON.stringify(post) });
  assert.equal(created.status, 201, await created.clone().text());
  const { id } = (await created.json()) as { id: number };
  assert.equal((await fetch(`${nodeUrl}/api/staff/posts/${id}/publish`, { method: 'POST', headers, body: '{}' })).status, 200);
  return post.slug;
}

/** A visitor who sends an image in the chat, over the API: what must outlive a restart. */
async function uploadAnImage(url: string): Promise<{ token: string; roomId: string; mediaId: string }> {
  const json = { 'content-type': 'application/json' };
  const registered = await fetch(`${url}/api/customer`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ screenResolution: '1280x800', timezone: 'UTC', canvasHash: '', audioHash: '', fingerprintId: '', company: 'BCP', landingPage: '/', utm_campaign: '', keyword: '', link: '/', os: 'Linux' }),
  });
  const { id, token } = (await registered.json()) as { id: string; token: string };
  const auth = { authorization: `Bearer ${token}` };
  const room = (await (await fetch(`${url}/api/chat/chat-room`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ customerId: id, current_page: '/' }) })).json()) as { id: string | number };
  const roomId = String(room.id);
  const photo = await import('sharp').then(({ default: sharp }) => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).jpeg().toBuffer());
  const form = new FormData();
  form.append('roomId', roomId);
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'cover.jpg');
  const uploaded = (await (await fetch(`${url}/api/media/upload`, { method: 'POST', headers: auth, body: form })).json()) as { id: string | number };
  await fetch(`${url}/api/chat/message`, { method: 'POST', headers: { ...json, ...auth }, body: JSON.stringify({ roomId, clientId: crypto.randomUUID(), content: 'Here is my cover', attachmentId: String(uploaded.id) }) });
  return { token, roomId, mediaId: String(uploaded.id) };
}
