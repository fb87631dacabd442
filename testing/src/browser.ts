import { chromium, type Browser, type Page } from 'playwright-core';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Collects uncaught errors in the page, so a test can assert there were none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens a page of the site; a prerendered one once the shell and every remote
 * on it have taken over its markup, so what a test does next happens at once
 * rather than being held and replayed by the boot script. A painted page runs
 * no script until a visitor shows up (the boot script's wake), so the pointer
 * moves over it first, as a visitor's would.
 */
export async function openLive(page: Page, url: string) {
  const response = await page.goto(url);
  await wake(page);
  await whenLive(page);
  return response;
}

/** Waits until a prerendered page's shell and every remote mount on it have taken over its markup. */
export async function whenLive(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-prerendered-path')) return true;
    return root.hasAttribute('data-live') && !root.querySelector('[data-remote-mount]:not([data-live])');
  });
}

/** Moves the pointer over the page: the first sign of a visitor, which starts a painted page's scripts. */
export async function wake(page: Page) {
  await page.mouse.move(1, 1);
}
