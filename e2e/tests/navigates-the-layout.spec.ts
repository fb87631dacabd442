import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { collectPageErrors, DESKTOP, PHONE, openLive } from '@bookcraft/testing/browser';
import { SITE_EMAIL, SITE_PHONE, useSiteAndBrowser } from '@bookcraft/testing/site';
import { unbreakablePhone } from '@bookcraft/shared';

describe('layout rules of requirements §2.4 in the browser', () => {
  const running = useSiteAndBrowser();

  async function open(path: string, viewport = DESKTOP): Promise<Page> {
    const page = await running.browser.newPage({ viewport });
    await openLive(page, `${running.site.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return page;
  }

  describe('at 1280 px', () => {
    it('shows the fixed navigation bar, and hides it on /LP paths', async () => {
      const page = await open('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      assert.ok(await nav.isVisible());
      for (const name of ['Home', 'About Us', 'Services', 'Blog', 'Contact Us']) assert.ok(await nav.getByRole('link', { name, exact: true }).isVisible(), name);
      assert.equal(await page.locator('header').first().evaluate((header) => getComputedStyle(header).position), 'fixed');
      await openLive(page, `${running.site.url}/LP-GN-GAD`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0);
      await page.close();
    });

    it('makes the bar compact once scrolled more than 50 px', async () => {
      const page = await open('/');
      const header = page.locator('header').first();
      const tall = (await header.boundingBox())!.height;
      await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
      await page.waitForFunction(() => document.querySelector('header')!.getBoundingClientRect().height < 70);
      assert.ok((await header.boundingBox())!.height < tall);
      await page.close();
    });

    it('opens the services dropdown and its ghostwriting sub-menu by keyboard', async () => {
      const page = await open('/');
      const toggle = page.getByRole('button', { name: 'Services menu' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      assert.ok(await page.getByRole('list', { name: 'Service pages' }).getByRole('link', { name: 'Cover Design & Illustration' }).isVisible());
      await page.getByRole('button', { name: 'Ghostwriting menu' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Script Writing' }).click();
      await page.waitForURL(/\/services\/ghostwriting\/script-writing$/);
      await page.close();
    });

    it('scrolls smoothly to the top on a route change', async () => {
      const page = await open('/');
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await page.waitForURL(/\/about-us$/);
      await page.waitForFunction(() => window.scrollY === 0);
      await page.close();
    });

    it('gives service landing pages the landing header with the configured phone and e-mail, and no bottom bar', async () => {
      const page = await open('/book-publishing-services');
      const banner = page.getByRole('banner').first();
      assert.equal(await banner.getByRole('link', { name: unbreakablePhone(SITE_PHONE) }).getAttribute('href'), 'tel:+12125550147');
      assert.equal(await banner.getByRole('link', { name: SITE_EMAIL }).getAttribute('href'), `mailto:${SITE_EMAIL}`);
      const footer = page.getByRole('contentinfo');
      assert.equal(await footer.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href'), '/terms');
      assert.equal(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), '/privacy');
      assert.equal(await page.getByRole('navigation', { name: 'Quick contact' }).isVisible(), false);
      await page.close();
    });
  });

  describe('at 375 px', () => {
    it('collapses the navigation into a menu with open and close buttons that closes on a link click', async () => {
      const page = await open('/', PHONE);
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
      assert.equal(await about.isVisible(), false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      assert.ok(await about.isVisible());
      await page.getByRole('button', { name: 'Close menu' }).click();
      assert.equal(await about.isVisible(), false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await about.click();
      await page.waitForURL(/\/about-us$/);
      assert.equal(await about.isVisible(), false);
      await page.close();
    });

    it('opens the menu and follows its links with no script run at all', async () => {
      const page = await running.browser.newPage({ viewport: PHONE });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${running.site.url}/`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      assert.ok(await about.isVisible());
      await page.keyboard.press('Escape');
      assert.equal(await about.isVisible(), false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      assert.equal(await about.isVisible(), false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await about.click();
      await page.waitForURL(/\/about-us$/);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      assert.equal(await page.locator('#root[data-live]').count(), 0, 'no script ran');
      await page.close();
    });

    it('shows the bottom bar on landing paths; Signup opens the form popup and Escape closes it', async () => {
      const page = await open('/book-video-trailer', PHONE);
      const errors = collectPageErrors(page);
      const bar = page.getByRole('navigation', { name: 'Quick contact' });
      assert.ok(await bar.isVisible());
      assert.equal(await bar.getByRole('link', { name: 'Call Now' }).getAttribute('href'), 'tel:+12125550147');
      const signup = bar.getByRole('link', { name: 'Signup' });
      await signup.click();
      const dialog = page.getByRole('dialog', { name: 'Signup For Professional Book Trailer Services' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      assert.ok(await signup.evaluate((link) => link === document.activeElement));
      assert.deepEqual(errors, []);
      await page.close();
    });

    it('keeps the bottom bar off site pages', async () => {
      const page = await open('/about-us', PHONE);
      assert.equal(await page.getByRole('navigation', { name: 'Quick contact' }).count(), 0);
      await page.close();
    });
  });
});
