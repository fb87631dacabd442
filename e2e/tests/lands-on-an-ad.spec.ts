import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, openLive } from '@bookcraft/testing/browser';
import { eventually } from '../support/eventually';
import { SITE_EMAIL, SITE_PHONE, useSiteAndBrowser } from '@bookcraft/testing/site';
import { AD_LANDING_PATHS, SERVICE_LANDING_PATHS } from '../support/specRoutes';
import { unbreakablePhone } from '@bookcraft/shared';

const AD_PAGES = AD_LANDING_PATHS;
const SERVICE_PAGES = SERVICE_LANDING_PATHS;
// The pricing page and the templates put their form at the foot only: their hero button leads there.
const FOOTER_FORM_ONLY = new Set(['/book-publishing-services-pricing', ...AD_PAGES.filter((path) => /LP-(ED|CD|PB)/.test(path))]);

/** Records layout shifts from the first paint on (CLS as web-vitals counts it: shifts without recent input). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The form at the end of a landing page, found by its region's accessible name as a screen reader lists it. */
const footerFormOf = (page: Page) => page.getByRole('region', { name: /, at the end of the page$/ });

async function expectLandingPage(page: Page, path: string) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const footerForm = footerFormOf(page);
  await footerForm.getByRole('button', { name: 'Submit' }).waitFor();
  await footerForm.getByLabel('First Name*').waitFor();
  if (!FOOTER_FORM_ONLY.has(path)) {
    await eventually(async () => (await page.getByRole('button', { name: 'Submit' }).count()) >= 2, `${path} shows its hero form`);
  }
}

for (const [width, viewport] of [['1280 px', DESKTOP], ['375 px', PHONE]] as const) {
  describe(`landing pages at ${width}`, () => {
    const running = useSiteAndBrowser();

    it('every ad landing variant loads with its headline, form and footer form, with the navigation bar hidden, and shifts less than 0.1', async () => {
      const page = await running.browser.newPage({ viewport });
      await watchLayoutShifts(page);
      for (const path of AD_PAGES) {
        await openLive(page, `${running.site.url}${path}`);
        await expectLandingPage(page, path);
        assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, path);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        assert.ok(cls < 0.1, `${path}: cumulative layout shift ${cls.toFixed(3)}`);
      }
      await page.close();
    });

    it('every service landing route loads with its headline, form, footer form and the landing header, and shifts less than 0.1', async () => {
      const page = await running.browser.newPage({ viewport });
      await watchLayoutShifts(page);
      for (const path of SERVICE_PAGES) {
        await openLive(page, `${running.site.url}${path}`);
        await expectLandingPage(page, path);
        const banner = page.getByRole('banner').first();
        assert.equal(await banner.getByRole('link', { name: unbreakablePhone(SITE_PHONE) }).getAttribute('href'), 'tel:+12125550147', path);
        assert.equal(await banner.getByRole('link', { name: SITE_EMAIL }).getAttribute('href'), `mailto:${SITE_EMAIL}`, path);
        const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
        assert.ok(cls < 0.1, `${path}: cumulative layout shift ${cls.toFixed(3)}`);
      }
      await page.close();
    });

    it('the Free Consultation link takes the visitor to the footer form', async () => {
      const page = await running.browser.newPage({ viewport });
      await openLive(page, `${running.site.url}/LP-ED-GAD`);
      await footerFormOf(page).getByRole('button', { name: 'Submit' }).waitFor();
      await page.getByRole('link', { name: 'Free Consultation' }).click();
      await eventually(async () => footerFormOf(page).evaluate((form) => {
        const { top } = form.getBoundingClientRect();
        return top >= -2 && top < window.innerHeight / 2;
      }), 'the footer form is scrolled into view');
      await page.close();
    });
  });
}

describe('landing pages on a phone', () => {
  const running = useSiteAndBrowser();

  it("the bottom bar's Signup opens the form popup", async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    await openLive(page, `${running.site.url}/sci-fi-publishing-services`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Quick contact' }).getByRole('link', { name: 'Signup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Started Today' });
    await dialog.getByLabel('Full Name*').waitFor();
    await page.close();
  });
});
