import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { collectPageErrors, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

// The blog's pages are rendered by the server per request, the others at build: both are adopted as they are.
const PAGES = ['/', '/LP-GN-GAD', '/book-publishing-services', '/sci-fi-publishing-services', '/blogs', '/blog/1'];
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();

describe('the first paint, before any remote', () => {
  const running = useSiteAndBrowser();

  it('is in the HTML the server sends: heading and hero image show with JavaScript off', async () => {
    const context = await running.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of PAGES) {
      await page.goto(`${running.site.url}${path}`);
      const heading = page.locator('h1').first();
      assert.equal(await heading.isVisible(), true, `${path} shows its heading without JavaScript`);
      if (path !== '/') {
        const hero = page.locator('main img').first();
        assert.equal(await hero.isVisible(), true, `${path} shows its hero image without JavaScript`);
      }
    }
    await context.close();
  });

  it('is taken over by the live page with the same heading, no console error and no shift', async () => {
    for (const path of PAGES) {
      const served = h1Of(await (await fetch(`${running.site.url}${path}`)).text());
      assert.ok(served, `${path}: the server's HTML has a heading`);
      const page = await running.browser.newPage({ viewport: PHONE });
      const errors = collectPageErrors(page);
      const consoleErrors: string[] = [];
      page.on('console', (message) => (message.type() === 'error' ? !/Tracking error|Socket connection error/.test(message.text()) : /did not match the code/.test(message.text())) && consoleErrors.push(message.text()));
      await page.goto(`${running.site.url}${path}`);
      // The live heading: in the accessibility tree, not the inert prerendered one.
      const live = page.getByRole('heading', { level: 1 }).first();
      await live.waitFor();
      await page.waitForLoadState('networkidle');
      assert.equal((await live.textContent())?.trim(), served, path);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      assert.ok(shift < 0.1, `${path}: cumulative layout shift ${shift.toFixed(3)}`);
      assert.deepEqual(errors, [], path);
      assert.deepEqual(consoleErrors, [], path);
      await page.close();
    }
  });

  it('is in the system fonts: the web fonts are fetched once it has loaded and made its largest paint, and set at once on the next page', async () => {
    const context = await running.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const headingFont = () => page.getByRole('heading', { level: 1 }).first().evaluate((heading) => getComputedStyle(heading).fontFamily);
    await page.goto(`${running.site.url}/sci-fi-publishing-services`);
    // The page's text is set in Inter and its headings in Merriweather once both are in.
    await page.waitForFunction(() => ['Inter', 'Merriweather'].every((family) => [...document.fonts].some((face) => face.status === 'loaded' && face.family.replace(/"/g, '') === family)));
    const timeline = await page.evaluate(async () => ({
      painted: await new Promise<number>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true })),
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      fonts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
    }));
    assert.ok(timeline.fonts.length >= 2, 'the fonts were fetched');
    for (const start of timeline.fonts) assert.ok(start > timeline.loaded && start > timeline.painted, `a font asked for at ${start} ms, after the load (${timeline.loaded} ms) and the largest paint (${timeline.painted} ms)`);
    assert.match(await headingFont(), /^Merriweather,/);

    // The browser has them now: the next page is set in them from its first paint (the boot script runs before it).
    await page.goto(`${running.site.url}/about-us`, { waitUntil: 'domcontentloaded' });
    assert.match(await headingFont(), /^Merriweather,/);
    await context.close();
  });
});
