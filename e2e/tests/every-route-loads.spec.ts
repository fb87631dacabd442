import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { collectPageErrors, DESKTOP, launchBrowser } from '../support/browser';
import { startSite, type Site } from '../support/site';
import { SPEC_ROUTES } from '../support/specRoutes';

describe('every route of SPEC §2', () => {
  let site: Site;
  let browser: Browser;
  before(async () => {
    site = await startSite();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('loads with a heading, rendered by the right remote module, and no uncaught error', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const route of SPEC_ROUTES) {
      requested.length = 0;
      const response = await page.goto(`${site.url}${route.path}`);
      assert.equal(response?.status(), 200, route.path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const exposed = requested.filter((file) => file.startsWith(`/remotes/${route.remote}/__federation_expose_`));
      assert.ok(
        exposed.some((file) => file.includes(`__federation_expose_${route.module}.`)),
        `${route.path} should load ${route.remote}/${route.module}, loaded ${exposed.join(', ') || 'nothing'}`,
      );
      assert.notEqual(await page.title(), '', route.path);
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
});
