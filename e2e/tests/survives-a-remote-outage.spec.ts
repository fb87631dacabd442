import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, PHONE, openLive } from '../support/browser';
import { SITE_EMAIL, useSiteAndBrowser } from '../support/site';

/** One remote's files blocked at the network, as when its host is down. */
async function withRemoteBlocked(browser: Browser, remote: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; unblock(): Promise<void> }> {
  const context = await browser.newContext({ viewport });
  const pattern = `**/remotes/${remote}/**`;
  await context.route(pattern, (route) => route.abort('connectionrefused'));
  const page = await context.newPage();
  return { context, page, unblock: () => context.unroute(pattern) };
}

describe('a remote that is down', () => {
  const running = useSiteAndBrowser();

  it('pages: a notice with a retry button, the navigation and chat keep working, and the next navigation loads it once it is back', async () => {
    const { context, page, unblock } = await withRemoteBlocked(running.browser, 'pages');
    await openLive(page, `${running.site.url}/about-us`);
    await page.getByRole('heading', { name: 'This page is taking a break' }).waitFor();
    assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
    assert.ok(await page.getByRole('navigation', { name: 'Main' }).isVisible());
    await page.getByRole('button', { name: /chat/i }).waitFor();
    await unblock();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { name: 'The Book Craft Blog' }).waitFor();
    await context.close();
  });

  it('pages: Try again loads the page once the remote is back', async () => {
    const { context, page, unblock } = await withRemoteBlocked(running.browser, 'pages');
    await openLive(page, `${running.site.url}/terms`);
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await unblock();
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
    await context.close();
  });

  it('landing: the ad page shows the notice and the rest of the page stays', async () => {
    const { context, page } = await withRemoteBlocked(running.browser, 'landing');
    await openLive(page, `${running.site.url}/LP-GN-GAD`);
    await page.getByRole('heading', { name: 'This page is taking a break' }).waitFor();
    assert.ok(await page.getByRole('contentinfo').isVisible());
    await page.getByRole('button', { name: /chat/i }).waitFor();
    await context.close();
  });

  it('forms: the popup falls back to the phone and e-mail links', async () => {
    const { context, page } = await withRemoteBlocked(running.browser, 'forms', PHONE);
    await openLive(page, `${running.site.url}/book-publishing-services`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Signup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started Today' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('link', { name: SITE_EMAIL }).getAttribute('href'), `mailto:${SITE_EMAIL}`);
    assert.equal(await dialog.getByRole('link', { name: '(212) 555-0147' }).getAttribute('href'), 'tel:+12125550147');
    await context.close();
  });

  it('chat: nothing shows in its place and the page works', async () => {
    const { context, page } = await withRemoteBlocked(running.browser, 'chat');
    await openLive(page, `${running.site.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { name: 'About Book Craft' }).waitFor();
    assert.equal(await page.getByRole('button', { name: /chat/i }).count(), 0);
    await context.close();
  });
});
