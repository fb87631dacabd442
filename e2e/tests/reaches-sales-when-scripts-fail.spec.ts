import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { LEAD_MESSAGES } from '@bookcraft/shared';
import { PHONE } from '@bookcraft/testing/browser';
import { SITE_EMAIL, useSiteAndBrowser } from '@bookcraft/testing/site';
import { fillHeroForm } from '../support/journey';
import { leadsAsStaff } from '../support/staffApi';

// Shown as it never wraps: non-breaking space and hyphen.
const SALES_PHONE_TEXT = /212\D+555\D+0147/;

/** The notice a page shows when it is let go: how to reach sales, with the site's phone and e-mail. */
async function expectContactNotice(page: Page) {
  const notice = page.getByRole('alert').filter({ hasText: 'Call us at' });
  await notice.waitFor();
  assert.equal(await notice.getByRole('link', { name: SALES_PHONE_TEXT }).getAttribute('href'), 'tel:+12125550147');
  assert.equal(await notice.getByRole('link', { name: SITE_EMAIL }).getAttribute('href'), `mailto:${SITE_EMAIL}`);
}

function promiseWithResolve() {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The shell's entry scripts, as the page lists them for the boot script. */
async function shellEntries(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  return JSON.parse(/<script id="bookcraft-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '[]') as string[];
}

describe('a painted page whose scripts fail still reaches sales', () => {
  const running = useSiteAndBrowser();

  it("lets a tap go and shows the phone and e-mail when the shell's script does not load; a call to action then leads to the contact page", async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    const tapped = promiseWithResolve();
    // The shell's scripts fail only once the visitor has tapped: the tap is held, then let go.
    await page.route('**/assets/*.js', async (route) => (await tapped.promise, route.abort()));
    await page.goto(`${running.site.url}/book-publishing-services`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Full Name*').first().click();
    tapped.resolve();
    await expectContactNotice(page);
    // The call to action that would open the form popup is a link: the page let go, the browser follows it.
    await page.getByRole('link', { name: 'Create your Account' }).first().click();
    await page.waitForURL('**/contact/publishing');
    await page.close();
  });

  it('sends a lead tapped before the page was let go, natively, when a chunk of the shell does not load', async () => {
    const page = await running.browser.newPage({ viewport: PHONE });
    const shellErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /shell could not start/.test(message.text()) && shellErrors.push(message.text()));
    const entries = await shellEntries(`${running.site.url}/book-publishing-services`);
    const tapped = promiseWithResolve();
    // The shell's entry runs; the chunk it starts with fails once the visitor has tapped, so its start-up fails then.
    await page.route('**/assets/*.js', async (route) => {
      if (entries.some((entry) => route.request().url().endsWith(entry))) return route.continue();
      await tapped.promise;
      return route.abort();
    });
    await page.goto(`${running.site.url}/book-publishing-services`, { waitUntil: 'domcontentloaded' });
    const form = await fillHeroForm(page, 'Held Tapper');
    await form.getByRole('button', { name: 'Submit' }).click();
    assert.equal(new URL(page.url()).pathname, '/book-publishing-services', 'the tap was held while the shell was starting');
    tapped.resolve();
    await page.waitForURL('**/thankyou');
    assert.ok(shellErrors.length > 0, 'the failed start-up is logged with what it means');
    const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Held Tapper');
    assert.equal(stored.length, 1);
    await page.close();
  });

  it('takes a lead form without JavaScript: the lead once and the thank-you page, or the form again with its message', async () => {
    const context = await running.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${running.site.url}/book-publishing-services`);
    const form = await fillHeroForm(page, 'Nojs Writer');
    await form.getByLabel('Email*').fill('not an address');
    await form.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: LEAD_MESSAGES.email }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/lead');

    await page.goto(`${running.site.url}/book-publishing-services`);
    const again = await fillHeroForm(page, 'Nojs Writer');
    await again.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/thankyou');
    const stored = (await leadsAsStaff(running.site.url)).filter((lead) => lead.full_name === 'Nojs Writer');
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.form_type, 'Publishing');
    await context.close();
  });
});
