import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '@bookcraft/testing/browser';
import { useSiteAndBrowser } from '@bookcraft/testing/site';

// A visitor who reads without moving: the page is whole (its heading, its hero, the chat's launcher) and nothing
// runs for them: no visitor is registered, no socket opened. Their first tap on the launcher opens the chat.

/** What the page asked the server for beyond its own painted files: a registration, a socket. */
function visitorTraffic(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/customer' || pathname.startsWith('/socket.io/')) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

const launcherOf = (page: Page) => page.getByRole('button', { name: 'Chat with us' });

describe('the chat before any sign of a person', () => {
  const running = useSiteAndBrowser();

  for (const device of [
    { name: 'a phone', options: { viewport: PHONE, isMobile: true, hasTouch: true }, tap: (page: Page) => launcherOf(page).tap() },
    { name: 'a desktop', options: { viewport: DESKTOP }, tap: (page: Page) => launcherOf(page).click() },
  ]) {
    it(`shows the launcher on ${device.name} as the page loads, and the first tap on it opens the chat`, async () => {
      const context = await running.browser.newContext(device.options);
      const page = await context.newPage();
      const traffic = visitorTraffic(page);
      await page.goto(`${running.site.url}/book-publishing-services`, { waitUntil: 'load' });
      // Long enough for anything the page would start by itself to have asked the server.
      await page.waitForLoadState('networkidle');

      // Nothing moved yet: all of it is there, from the server's HTML.
      assert.equal(await launcherOf(page).isVisible(), true, 'the launcher shows at load');
      assert.equal(await page.locator('h1').first().isVisible(), true);
      assert.equal(await page.locator('main img').first().isVisible(), true);
      assert.deepEqual(traffic, [], 'no visitor registered, no socket opened before a sign of a person');

      await device.tap(page);
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Close chat' }).isVisible(), true);
      await context.close();
    });
  }
});
