import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectPageErrors, DESKTOP, openLive, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';
import { SPEC_ROUTES } from '../support/specRoutes';

describe('every route of requirements §2', () => {
  const running = useSiteAndBrowser();

  it('loads with a heading, rendered by the right remote module, and no uncaught error', async () => {
    const page = await running.browser.newPage({ viewport: DESKTOP });
    const errors = collectPageErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    for (const route of SPEC_ROUTES) {
      requested.length = 0;
      // The prerendered page shows at once; the remote module that renders it arrives after.
      const moduleLoaded = page.waitForResponse((response) => response.url().includes(`/remotes/${route.remote}/__federation_expose_${route.module}.`));
      const response = await openLive(page, `${running.site.url}${route.path}`);
      assert.equal(response?.status(), 200, route.path);
      await moduleLoaded;
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

  it('is painted with JavaScript off: each route has its heading and its text in the HTML the server sends', async () => {
    const context = await running.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const route of SPEC_ROUTES) {
      const response = await page.goto(`${running.site.url}${route.path}`);
      assert.equal(response?.status(), 200, route.path);
      const heading = page.locator('h1').first();
      assert.equal(await heading.isVisible(), true, `${route.path} shows a heading`);
      assert.notEqual((await heading.innerText()).trim(), '', `${route.path}: its heading has text`);
      const text = (await page.locator('#root').innerText()).replace(/\s+/g, ' ');
      assert.ok(text.length > 500, `${route.path} shows its text (${text.length} characters: ${text.slice(0, 80)}…)`);
    }
    // The page the lead form that works without scripts ends on (POST /lead, 303).
    await page.goto(`${running.site.url}/thankyou`);
    assert.equal(await page.getByRole('heading', { level: 1, name: 'Thank You!' }).isVisible(), true);
    await context.close();
  });
});
