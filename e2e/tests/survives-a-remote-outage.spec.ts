import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { DESKTOP, PHONE, openLive } from '@bookcraft/testing/browser';
import { unbreakablePhone } from '@bookcraft/shared';
import { SITE_EMAIL, SITE_PHONE, useSiteAndBrowser } from '@bookcraft/testing/site';

type RemoteName = 'pages' | 'landing' | 'forms' | 'chat';

/** A federation container whose every module renders by throwing, as a broken deploy would. */
const containerThatThrows = (remote: RemoteName) => `
var ${remote} = {
  init: function () {},
  get: function () {
    return Promise.resolve(function () {
      return { __esModule: true, default: function Broken() { throw new Error('${remote} broke while rendering'); } };
    });
  },
};`;

/** How a remote can fail, as the browser sees it: which of its files, and what comes back instead. */
const FAULTS: { name: string; files: (remote: RemoteName) => string; answer: (route: Route, remote: RemoteName) => Promise<void> }[] = [
  { name: 'is down', files: (remote) => `**/remotes/${remote}/**`, answer: (route) => route.abort('connectionrefused') },
  { name: 'answers 404', files: (remote) => `**/remotes/${remote}/**`, answer: (route) => route.fulfill({ status: 404, body: 'Not Found' }) },
  { name: 'answers 500', files: (remote) => `**/remotes/${remote}/**`, answer: (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }) },
  {
    name: 'has a syntax error in its entry',
    files: (remote) => `**/remotes/${remote}/remoteEntry.js`,
    answer: (route, remote) => route.fulfill({ contentType: 'text/javascript', body: `var ${remote} = { init: function ( {` }),
  },
  {
    name: 'throws while rendering',
    files: (remote) => `**/remotes/${remote}/remoteEntry.js`,
    answer: (route, remote) => route.fulfill({ contentType: 'text/javascript', body: containerThatThrows(remote) }),
  },
];

interface Broken {
  context: BrowserContext;
  page: Page;
  /** The remote is back: its real files are served again. */
  repair(): Promise<void>;
}

async function withBrokenRemote(browser: Browser, remote: RemoteName, fault: (typeof FAULTS)[number], viewport = DESKTOP): Promise<Broken> {
  const context = await browser.newContext({ viewport });
  const pattern = fault.files(remote);
  await context.route(pattern, (route) => fault.answer(route, remote));
  const page = await context.newPage();
  return { context, page, repair: () => context.unroute(pattern) };
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('a remote that is down or broken', () => {
  const running = useSiteAndBrowser();

  for (const fault of FAULTS) {
    describe(`when it ${fault.name}`, () => {
      it('pages: a notice with a retry button in its place, the rest works, and the next navigation shows the page once it is back', async () => {
        const { context, page, repair } = await withBrokenRemote(running.browser, 'pages', fault);
        await openLive(page, `${running.site.url}/about-us`);
        await page.getByRole('heading', { name: 'This page is taking a break' }).waitFor();
        assert.ok(await page.getByRole('button', { name: 'Try again' }).isVisible());
        assert.ok(await mainNav(page).isVisible());
        await page.getByRole('button', { name: /chat/i }).waitFor();
        await repair();
        await mainNav(page).getByRole('link', { name: 'Blog' }).click();
        await page.getByRole('heading', { name: 'The Book Craft Blog' }).waitFor();
        await context.close();
      });

      it('landing: the notice in its place, the layout stays, and navigating back shows the page once it is back', async () => {
        const { context, page, repair } = await withBrokenRemote(running.browser, 'landing', fault);
        await openLive(page, `${running.site.url}/book-publishing-services`);
        await page.getByRole('heading', { name: 'This page is taking a break' }).waitFor();
        assert.ok(await page.getByRole('contentinfo').isVisible());
        await page.getByRole('button', { name: /chat/i }).waitFor();
        await repair();
        await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
        await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
        await page.goBack();
        await page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'This page is taking a break' }).waitFor();
        assert.equal(await page.getByRole('heading', { name: 'This page is taking a break' }).count(), 0);
        await context.close();
      });

      it('forms: the popup falls back to the phone and e-mail links, and shows the form when opened again once it is back', async () => {
        const { context, page, repair } = await withBrokenRemote(running.browser, 'forms', fault, PHONE);
        await openLive(page, `${running.site.url}/book-publishing-services`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('link', { name: 'Signup' }).click();
        const dialog = page.getByRole('dialog', { name: 'Get Started Today' });
        await dialog.waitFor();
        assert.equal(await dialog.getByRole('link', { name: SITE_EMAIL }).getAttribute('href'), `mailto:${SITE_EMAIL}`);
        assert.equal(await dialog.getByRole('link', { name: unbreakablePhone(SITE_PHONE) }).getAttribute('href'), 'tel:+12125550147');
        await repair();
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });
        await page.getByRole('link', { name: 'Signup' }).click();
        await page.getByRole('dialog').getByLabel('Full Name*').waitFor();
        await context.close();
      });

      it('chat: nothing shows in its place, the page works, and the launcher comes with the next navigation once it is back', async () => {
        const { context, page, repair } = await withBrokenRemote(running.browser, 'chat', fault);
        await openLive(page, `${running.site.url}/`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await mainNav(page).getByRole('link', { name: 'About Us' }).click();
        await page.getByRole('heading', { name: 'About Book Craft' }).waitFor();
        assert.equal(await page.getByRole('button', { name: /chat/i }).count(), 0);
        await repair();
        await mainNav(page).getByRole('link', { name: 'Blog' }).click();
        await page.getByRole('heading', { name: 'The Book Craft Blog' }).waitFor();
        await page.getByRole('button', { name: /chat/i }).waitFor();
        await context.close();
      });
    });
  }
});
