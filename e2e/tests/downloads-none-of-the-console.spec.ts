import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DESKTOP, openLive, PHONE } from '@bookcraft/testing/browser';
import { ROOT, useSiteAndBrowser } from '@bookcraft/testing/site';

/** The packages a visitor's page is made of; the staff console (console/) is none of them. */
const VISITOR_PACKAGES = ['shell', 'remote-pages', 'remote-landing', 'remote-forms', 'remote-chat'];

/** Every file a package's build wrote (its compressed copies left out: they hold the same text). */
function builtFiles(pkg: string): string[] {
  const dist = path.join(ROOT, pkg, 'dist');
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("a visitor's page and the staff console", () => {
  const running = useSiteAndBrowser();

  it("builds no visitor package that names the console's files or where they are served", () => {
    const consoleScripts = builtFiles('console').filter((file) => file.endsWith('.js')).map((file) => path.basename(file));
    assert.ok(consoleScripts.length > 0, 'the console is built');
    for (const pkg of VISITOR_PACKAGES) {
      for (const file of builtFiles(pkg).filter((name) => /\.(js|html|json)$/.test(name))) {
        const text = readFileSync(file, 'utf8');
        assert.ok(!text.includes('/console/'), `${path.relative(ROOT, file)} names /console/`);
        for (const script of consoleScripts) assert.ok(!text.includes(script), `${path.relative(ROOT, file)} names the console's ${script}`);
      }
    }
  });

  it('downloads nothing of the console on a page, a landing page or with the chat open, on a phone or a desktop', async () => {
    for (const [pathname, viewport] of [['/', PHONE], ['/LP-GN-GAD', DESKTOP], ['/services/publishing', PHONE]] as const) {
      const requested: string[] = [];
      const context = await running.browser.newContext({ viewport });
      context.on('request', (request) => requested.push(new URL(request.url()).pathname));
      const page = await context.newPage();
      await openLive(page, `${running.site.url}${pathname}`);
      await page.getByRole('button', { name: /chat with us/i }).click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.ok(requested.some((url) => url.startsWith('/remotes/chat/')), `${pathname}: the chat's requests were seen`);
      assert.deepEqual(requested.filter((url) => url.startsWith('/console/') || url === '/agent'), [], pathname);
      await context.close();
    }
  });
});
