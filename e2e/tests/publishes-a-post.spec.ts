import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { APIRequestContext, Page } from 'playwright-core';
import { API_ROUTES, type ApiRoute } from '@bookcraft/shared/contracts';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { startMailbox } from '@bookcraft/testing/mailbox';
import { STAFF_EMAIL, STAFF_PASSWORD, useSiteAndBrowser } from '@bookcraft/testing/site';
import { eventually } from '../support/eventually';
import { invite, join } from '../support/team';

// A marketer publishes without a developer: an admin invites an editor; the editor writes a
// post with a heading, a link and an uploaded image, previews it and schedules it two minutes ahead.
// Time moves on by the injected clock (the server restarts three minutes later, as after a redeploy),
// and the post publishes itself: a reader without JavaScript finds it on /blog/:id and /blogs, and the
// sitemap and the feed list it. An edit changes the page and its dateModified; unpublished, it is gone (410).

const mailbox = await startMailbox();
after(() => mailbox.stop());

const NOW = '2026-12-01T15:00:00.000Z';
const DUE = '2026-12-01T15:02';
const LATER = '2026-12-01T15:03:00.000Z';

const TITLE = 'Five Questions to Ask Before You Self-Publish';
const SLUG = 'five-questions-to-ask-before-you-self-publish';
const FIRST_PARAGRAPH = 'Self-publishing gives you control, and every decision with it.';
const EDITED_PARAGRAPH = 'Self-publishing gives you control, every decision, and all of the royalties.';

const folder = mkdtempSync(path.join(tmpdir(), 'bookcraft-post-image-'));
after(() => rmSync(folder, { recursive: true, force: true }));

/** A real PNG, as a marketer's screenshot would be. */
async function pngFile(name: string): Promise<string> {
  const file = path.join(folder, name);
  await sharp({ create: { width: 1200, height: 750, channels: 3, background: { r: 30, g: 90, b: 160 } } }).png().toFile(file);
  return file;
}

/** A path of the contract with its parameters filled in, for an access check (roles are checked before parameters). */
const sample = (key: string) => key.split(' ')[1]!.replace(/:revision/g, '1').replace(/:id/g, '1');

/** Every route a role may not call answers it 403, before anything is read or written. */
async function refusedEverywhere(request: APIRequestContext, origin: string, admits: (route: ApiRoute) => boolean) {
  const refused = Object.entries(API_ROUTES as Record<string, ApiRoute>).filter(([, route]) => route.roles && !admits(route));
  assert.ok(refused.length > 5);
  for (const [key] of refused) {
    const method = key.split(' ')[0]!;
    const answer = await request.fetch(`${origin}${sample(key)}`, { method, headers: { origin }, ...(method === 'GET' ? {} : { data: {} }) });
    assert.equal(answer.status(), 403, `${key} answers ${answer.status()}`);
  }
}

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, text]) => JSON.parse(text!) as Record<string, unknown>);
const blogPosting = (html: string) => jsonLd(html).find((data) => data['@type'] === 'BlogPosting');

describe('a post written in the console', () => {
  const running = useSiteAndBrowser(() => ({ SMTP_URL: mailbox.url, OUTBOX_POLL_MS: '200', STAFF_NAME: 'Anna', CLOCK_START: NOW, POST_SCHEDULER_INTERVAL_MS: '300' }));
  let postId = 0;
  let editor: Page;

  it('is written, previewed and scheduled by an invited editor, who sees nothing of visitors, chats or leads', async () => {
    const { browser, site } = running;
    const admin = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await openLive(admin, `${site.url}/agent`);
    await admin.getByLabel('E-mail').fill(STAFF_EMAIL);
    await admin.getByLabel('Password').fill(STAFF_PASSWORD);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await invite(admin, 'erin@bookcraft.test', 'editor');
    editor = await join(browser, mailbox.received, 'erin@bookcraft.test', 'Erin', await browser.newContext({ viewport: DESKTOP, timezoneId: 'UTC' }), /Content/);
    assert.deepEqual(await editor.getByRole('tab').allTextContents(), ['Content']);
    assert.equal(await editor.getByRole('search').count(), 0);

    await editor.getByRole('button', { name: 'New post' }).click();
    await editor.getByLabel('Title', { exact: true }).fill(TITLE);
    assert.equal(await editor.getByLabel('Slug').inputValue(), SLUG);
    await editor.getByLabel('Excerpt').fill('Rights, money, time, quality and reach: decide them before you press publish.');
    await editor.getByLabel('Author').fill('Erin Hale');
    await editor.getByLabel('Cover image').setInputFiles(await pngFile('cover.png'));
    const body = editor.getByLabel('Body');
    await body.fill(`## Who owns the rights?\n\n${FIRST_PARAGRAPH} Read [our publishing guide](/book-publishing-services) or the [Authors Guild](https://www.authorsguild.org).\n\n`);
    await editor.getByLabel('Image description').fill('Royalties by format');
    await editor.getByLabel('Insert image').setInputFiles(await pngFile('chart.png'));
    await eventually(async () => /!\[[^\]]*\]\(\/images\/post-[0-9a-f]+\/Desktop720\.webp\)/.test(await body.inputValue()), 'the uploaded image is in the Markdown');

    const preview = editor.getByRole('region', { name: 'Preview' });
    await preview.getByRole('heading', { name: 'Who owns the rights?' }).waitFor();
    await preview.getByRole('link', { name: 'Authors Guild' }).waitFor();
    assert.equal(await preview.getByRole('link', { name: 'Authors Guild' }).getAttribute('rel'), 'noopener nofollow');
    await preview.getByRole('img', { name: 'Royalties by format' }).waitFor();

    await editor.getByRole('button', { name: 'Save draft' }).click();
    await editor.getByRole('status').getByText(/Saved/).waitFor();
    await editor.getByLabel('Publish at').fill(DUE);
    await editor.getByRole('button', { name: 'Schedule' }).click();
    await editor.getByRole('status').getByText(/Scheduled/).waitFor();
    postId = await postIdOf(editor, site.url);
    assert.ok(postId > 0);

    // Not due yet: nobody reads it.
    assert.equal((await fetch(`${site.url}/blog/${postId}`)).status, 404);

    // The editor's seat reaches no visitor, chat or lead route; an agent's reaches no content route.
    await refusedEverywhere(editor.context().request, site.url, (route) => route.roles!.includes('editor'));
    await invite(admin, 'ben@bookcraft.test', 'agent');
    const agent = await join(browser, mailbox.received, 'ben@bookcraft.test', 'Ben');
    assert.equal(await agent.getByRole('tab', { name: 'Content' }).count(), 0);
    await refusedEverywhere(agent.context().request, site.url, (route) => route.roles!.includes('agent'));
    await agent.context().close();
    await admin.context().close();
  });

  it('publishes itself when due, and a reader without JavaScript finds it on its page, on /blogs, in the sitemap and the feed', async () => {
    const { browser, site } = running;
    await site.restart(undefined, { CLOCK_START: LATER });
    await eventually(async () => (await fetch(`${site.url}/blog/${postId}`)).status === 200, 'the scheduled post is published');

    const reader = await (await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })).newPage();
    await reader.goto(`${site.url}/blog/${postId}`);
    await reader.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await reader.getByRole('heading', { level: 2, name: 'Who owns the rights?' }).waitFor();
    await reader.getByText(FIRST_PARAGRAPH).waitFor();
    assert.equal(await reader.getByRole('link', { name: 'Authors Guild' }).getAttribute('rel'), 'noopener nofollow');
    assert.match((await reader.getByRole('img', { name: 'Royalties by format' }).getAttribute('src')) ?? '', /^\/images\/post-[0-9a-f]+\/Desktop720\.webp$/);
    const page = await (await fetch(`${site.url}/blog/${postId}`)).text();
    const posting = blogPosting(page);
    assert.equal(posting?.headline, TITLE);
    assert.equal(posting?.datePublished, `${DUE}:00.000Z`);

    await reader.goto(`${site.url}/blogs`);
    await reader.getByRole('link', { name: TITLE }).first().waitFor();

    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    assert.match(sitemap, new RegExp(`/blog/${SLUG}</loc><lastmod>2026-12-01`));
    const feed = await fetch(`${site.url}/blog/feed.xml`);
    assert.match(feed.headers.get('content-type') ?? '', /application\/atom\+xml/);
    const atom = await feed.text();
    assert.ok(atom.includes(`<title>${TITLE}</title>`), atom.slice(0, 500));
    assert.ok(atom.includes(`/blog/${postId}`));
    await reader.context().close();
  });

  it('shows an edit on the page with a later dateModified, and answers 410 once unpublished', async () => {
    const { browser, site } = running;
    // The server restarted since: the console is opened afresh, still signed in.
    await openLive(editor, `${site.url}/agent`);
    await editor.getByRole('tab', { name: 'Content' }).click();
    await editor.getByRole('button', { name: new RegExp(TITLE) }).or(editor.getByRole('link', { name: new RegExp(TITLE) })).first().click();
    const body = editor.getByLabel('Body');
    await body.fill((await body.inputValue()).replace(FIRST_PARAGRAPH, EDITED_PARAGRAPH));
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.getByRole('status').getByText(/Saved/).waitFor();

    const reader = await (await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false })).newPage();
    await reader.goto(`${site.url}/blog/${postId}`);
    await reader.getByText(EDITED_PARAGRAPH).waitFor();
    const posting = blogPosting(await (await fetch(`${site.url}/blog/${postId}`)).text());
    assert.ok(String(posting?.dateModified) > String(posting?.datePublished), JSON.stringify(posting));

    await editor.getByRole('button', { name: 'Unpublish' }).click();
    await editor.getByRole('status').getByText(/Unpublished/).waitFor();
    assert.equal((await fetch(`${site.url}/blog/${postId}`)).status, 410);
    assert.ok(!(await (await fetch(`${site.url}/sitemap.xml`)).text()).includes(`/blog/${SLUG}<`));
    assert.ok(!(await (await fetch(`${site.url}/blog/feed.xml`)).text()).includes(`/blog/${postId}`));
    await reader.context().close();
    await editor.context().close();
  });
});

/** The post's id, from the list the editor's console reads. */
async function postIdOf(page: Page, origin: string): Promise<number> {
  const answer = (await (await page.context().request.get(`${origin}/api/staff/posts`)).json()) as { posts: { id: number; slug: string }[] };
  return answer.posts.find((post) => post.slug === SLUG)?.id ?? 0;
}
