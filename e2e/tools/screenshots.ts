// `npm run screenshots`: the README's pictures of the site, at a phone's and a desktop's width.
import path from 'node:path';
import { DESKTOP, launchBrowser, PHONE } from '../support/browser';
import { ROOT, startSite } from '../support/site';

const PAGES = ['/', '/services', '/blog/1', '/LP-GN-GAD', '/book-publishing-services', '/sci-fi-publishing-services'];

const site = await startSite();
const browser = await launchBrowser();
try {
  for (const [label, viewport] of [['375', PHONE], ['1280', DESKTOP]] as const) {
    const page = await browser.newPage({ viewport });
    for (const route of process.argv.slice(2).length ? process.argv.slice(2) : PAGES) {
      await page.goto(`${site.url}${route}`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // Scroll through once so lazily loaded images below the fold are in the picture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = route === '/' ? 'home' : route.slice(1).replace(/\//g, '-');
      // A window as tall as the page (Chromium's fullPage capture leaves images in scrolling rows blank).
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: viewport.width, height });
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(ROOT, 'docs/screenshots', `${name}-${label}.png`) });
      await page.setViewportSize(viewport);
      console.log(`docs/screenshots/${name}-${label}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
