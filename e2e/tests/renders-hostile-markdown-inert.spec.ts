import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { hostileMarkdownBody } from '@bookcraft/testing/hostileMarkdown';
import { DESKTOP, openLive } from '@bookcraft/testing/browser';
import { STAFF_EMAIL, STAFF_PASSWORD, useSiteAndBrowser } from '@bookcraft/testing/site';

// A post made of every entry of a public cross-site-scripting cheat sheet, rendered by the
// server, is inert wherever it is shown: on its page, in the console's live preview, and in the Atom
// feed (its HTML opened as a feed reader would show it, with no Content-Security-Policy to help).
// "Inert": nothing calls the page's `__xss`, no dialog opens, no policy violation is reported, and
// no element carries an event handler, a script URL, a style or a frame.

/** Records what a hostile entry would do if it ran, before any of the page's scripts. */
const RECORDER = `
  window.__xssCalls = [];
  window.__xss = (n) => window.__xssCalls.push(n);
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(event.violatedDirective + ' ' + event.blockedURI));
`;

interface Watched {
  page: Page;
  dialogs: string[];
}

async function watchedPage(browser: Browser): Promise<Watched> {
  const context = await browser.newContext({ viewport: DESKTOP });
  await context.addInitScript(RECORDER);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

/** What ran, and what the rendered post holds that could run or restyle the page. */
async function assertInert({ page, dialogs }: Watched, where: string, post: Locator) {
  // Everything the markup asked for has loaded (or failed) by now: handlers of load and error have run.
  await page.waitForLoadState('load');
  const dangerous = await post.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) => [
      ...(['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'STYLE', 'FORM', 'META', 'BASE', 'SVG', 'MATH'].includes(element.tagName.toUpperCase()) ? [element.tagName] : []),
      ...[...element.attributes]
        .filter(({ name, value }) => name.startsWith('on') || name === 'style' || name === 'srcdoc' || /^\s*(javascript|vbscript|data):/i.test(value))
        .map(({ name, value }) => `${element.tagName} ${name}=${value}`),
    ]),
  );
  const { calls, violations } = await page.evaluate(() => {
    const recorded = window as unknown as { __xssCalls: number[]; __violations: string[] };
    return { calls: recorded.__xssCalls, violations: recorded.__violations };
  });
  assert.deepEqual(calls, [], `${where}: hostile entries ran`);
  assert.deepEqual(dialogs, [], `${where}: a dialog opened`);
  assert.deepEqual(violations, [], `${where}: the Content-Security-Policy reported`);
  assert.deepEqual(dangerous, [], `${where}: elements that could run or restyle`);
}

const decodeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('hostile Markdown in a post', () => {
  const running = useSiteAndBrowser();

  it('is inert on the page, in the preview and in the feed', async () => {
    const { browser, site } = running;
    const admin = await watchedPage(browser);
    const request = admin.page.context().request;
    const origin = { origin: site.url };
    assert.equal((await request.post(`${site.url}/api/staff/login`, { data: { email: STAFF_EMAIL, password: STAFF_PASSWORD }, headers: origin })).status(), 200);
    const written = await request.post(`${site.url}/api/staff/posts`, {
      headers: origin,
      data: { title: 'A cheat sheet, rendered', slug: 'a-cheat-sheet-rendered', excerpt: 'Every trick in the book.', body: hostileMarkdownBody(), image: 'hero-editing', author: 'Mallory' },
    });
    assert.equal(written.status(), 201, await written.text());
    const { id } = (await written.json()) as { id: number };
    assert.equal((await request.post(`${site.url}/api/staff/posts/${id}/publish`, { headers: origin, data: {} })).status(), 200);

    // The page, with the site's scripts running and hydrating it.
    const reader = await watchedPage(browser);
    await openLive(reader.page, `${site.url}/blog/${id}`);
    await reader.page.getByRole('heading', { level: 1, name: 'A cheat sheet, rendered' }).waitFor();
    // The entries are shown as text, not dropped: a reader sees what was written.
    await reader.page.getByText('<script>window.__xss(1)</script>').first().waitFor();
    await assertInert(reader, 'the page', reader.page.locator('article'));

    // The console's live preview of the same Markdown.
    await openLive(admin.page, `${site.url}/agent`);
    await admin.page.getByRole('tab', { name: 'Content' }).click();
    await admin.page.getByRole('button', { name: /A cheat sheet, rendered/ }).or(admin.page.getByRole('link', { name: /A cheat sheet, rendered/ })).first().click();
    const preview = admin.page.getByRole('region', { name: 'Preview' });
    await preview.getByText('<script>window.__xss(1)</script>').first().waitFor();
    await assertInert(admin, 'the preview', preview);

    // The feed, opened in the browser, and its entry's HTML shown as a feed reader would: in a bare page.
    const feedReader = await watchedPage(browser);
    const feed = await feedReader.page.goto(`${site.url}/blog/feed.xml`);
    const atom = await feed!.text();
    const content = /<content type="html">([\s\S]*?)<\/content>/.exec(atom.slice(atom.indexOf('A cheat sheet, rendered')))?.[1];
    assert.ok(content, 'the post is in the feed with its content');
    assert.deepEqual(feedReader.dialogs, [], 'the feed opened in the browser');
    await feedReader.page.goto('about:blank');
    await feedReader.page.setContent(`<main>${decodeXml(content)}</main>`);
    await feedReader.page.getByText('<script>window.__xss(1)</script>').first().waitFor();
    await assertInert(feedReader, 'the feed', feedReader.page.locator('main'));
    for (const watched of [admin, reader, feedReader]) await watched.page.context().close();
  });
});
