import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { collectPageErrors, DESKTOP, openLive } from '@bookcraft/testing/browser';
import { eventually } from '../support/eventually';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { SPEC_ROUTES } from '../support/specRoutes';

/** The informational routes of requirements §2.1 that a link on the site leads to (the thank-you page follows a lead). */
const LINKED_ROUTES = SPEC_ROUTES.filter((route) => route.remote === 'pages' && !['/thankyou', '/blog/1', '/contact/ghostwriting/premium'].includes(route.path)).map((route) => route.path);
const INFO_ROUTES = SPEC_ROUTES.filter((route) => route.remote === 'pages').map((route) => route.path);

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe('the informational pages', () => {
  const running = useSiteAndBrowser();

  it('each has a title and description of its own, loaded directly, with one h1 inside main', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const seen = new Map<string, string>();
    for (const path of INFO_ROUTES) {
      await openLive(page, `${running.site.url}${path}`);
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, path);
      const title = await page.title();
      assert.ok(title && title !== 'Book Craft', `${path} has its own title, not "${title}"`);
      assert.ok(((await description(page)) ?? '').length > 40, `${path} has a description`);
      if (!path.startsWith('/contact/')) {
        assert.equal([...seen.values()].includes(title), false, `${path} repeats the title "${title}"`);
        seen.set(path, title);
      }
    }
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('each is reached by following the links of the site, showing the same title as when loaded directly', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    for (const path of LINKED_ROUTES) {
      await openLive(page, `${running.site.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const direct = await page.title();
      // Start where the site's menus are, then follow a link to the page: /services links every service page, /help every article.
      const start = path.startsWith('/services/') ? '/services' : path.startsWith('/contact/') ? '/services/ghostwriting' : path.startsWith('/help/') ? '/help' : '/';
      await openLive(page, `${running.site.url}${start}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const documentsBefore = await page.evaluate(() => performance.getEntriesByType('navigation').length);
      // A link, not a call to action: those open the form in place once the page is live (their href is for pages without scripts).
      await page.locator(`a[href="${path}"]:not([data-held-until-live])`).first().click();
      await eventually(async () => new URL(page.url()).pathname === path && (await page.title()) === direct, `${path} opens from ${start} titled "${direct}"`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Client-side navigation: the shell stayed, no new document was loaded.
      assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), documentsBefore, path);
    }
    await page.close();
  });

  it('/contact/ghostwriting/premium preselects Ghostwriting and shows the package selector set to premium', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/contact/ghostwriting/premium`);
    const ghostwriting = page.getByRole('checkbox', { name: 'Ghostwriting', exact: true });
    await ghostwriting.waitFor();
    assert.equal(await ghostwriting.isChecked(), true);
    assert.equal(await page.getByLabel('Package').inputValue(), 'premium');
    await openLive(page, `${running.site.url}/contact`);
    await page.getByRole('checkbox', { name: 'Ghostwriting', exact: true }).waitFor();
    assert.equal(await page.getByLabel('Package').count(), 0);
    await page.close();
  });

  it('/blogs lists the articles, and each link opens its article', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    await openLive(page, `${running.site.url}/blogs`);
    const links = page.getByRole('main').locator('a[href^="/blog/"]');
    await links.first().waitFor();
    const { posts } = (await (await fetch(`${running.site.url}/api/blogs`)).json()) as { posts: { slug: string; title: string }[] };
    assert.ok(posts.length >= 6);
    for (const post of posts.slice(0, 3)) {
      await openLive(page, `${running.site.url}/blogs`);
      await page.getByRole('link', { name: post.title }).first().click();
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
      assert.equal(new URL(page.url()).pathname, `/blog/${post.slug}`);
      assert.ok((await page.getByRole('article').locator('p').count()) >= 3, `${post.title} shows its paragraphs`);
    }
    await openLive(page, `${running.site.url}/blog/99999`);
    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
    await page.close();
  });

  it('answers a plain HTTP fetch (no JavaScript) of /about-us and of an article with that page\'s <title> and og:title', async () => {
    const { posts } = (await (await fetch(`${running.site.url}/api/blogs`)).json()) as { posts: { id: number; title: string }[] };
    for (const [path, expected] of [['/about-us', 'About'], [`/blog/${posts[0]!.id}`, posts[0]!.title]] as const) {
      const html = await (await fetch(`${running.site.url}${path}`)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const ogTitle = /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1] ?? '';
      assert.ok(title.includes(expected), `${path}: <title> "${title}" names the page`);
      assert.equal(ogTitle, title, path);
      assert.match(html, /<meta property="og:image" content="http[^"]+">/, path);
    }
  });
});
