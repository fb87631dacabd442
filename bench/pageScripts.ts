import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { PHONE } from '@bookcraft/testing/browser';
import { addSplit, splitByPackage } from './bundleContents';
import { ROOT } from './support';

/** Where a script URL of the site lives in the build, and so its compressed sizes. */
function builtFile(pathname: string): { file: string; owner: string } | null {
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  if (remote) return { file: path.join(ROOT, `remote-${remote[1]}`, 'dist', remote[2]!), owner: remote[1]! };
  if (pathname.startsWith('/assets/')) return { file: path.join(ROOT, 'shell/dist', pathname), owner: 'shell' };
  return null;
}

function compressedSizes(file: string): { gzip: number; brotli: number } {
  const read = (suffix: string, make: (content: Buffer) => Buffer) => (existsSync(file + suffix) ? readFileSync(file + suffix).length : make(readFileSync(file)).length);
  return { gzip: read('.gz', (content) => gzipSync(content, { level: 9 })), brotli: read('.br', brotliCompressSync) };
}

export interface PageScripts {
  page: string;
  /** Scripts requested until every part of the page's main content is live (the chat, which follows, left out). */
  beforeInteractive: { gzip: number; brotli: number; byOwner: Record<string, number>; byPackage: Record<string, number> };
  /** Everything once the page is idle (tracking, chat, fingerprinting included). */
  afterIdle: { gzip: number; brotli: number };
}

/**
 * The JavaScript each page loads, before it is interactive and once idle, per remote, gzip and brotli, and a static
 * copy of the page once idle. `untilIdle: false` stops at interactive (no idle figure, no copy): the budget test's way.
 */
export async function pageScripts(browser: Browser, siteUrl: string, pathname: string, { untilIdle = true } = {}): Promise<{ scripts: PageScripts; staticCopy: string }> {
  const page = await browser.newPage({ viewport: PHONE });
  const requested: { pathname: string; beforeInteractive: boolean }[] = [];
  let interactive = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push({ pathname: new URL(request.url()).pathname, beforeInteractive: !interactive });
  });
  await page.addInitScript(() => window.addEventListener('bookcraft:pageReady', () => ((window as { pageReadyAt?: number }).pageReadyAt = performance.now())));
  await page.goto(`${siteUrl}${pathname}`);
  // Interactive: the shell runs the page and every remote mount in it is live (hydrated or rendered).
  await page.waitForFunction(
    () => (window as { pageReadyAt?: number }).pageReadyAt !== undefined && document.getElementById('root')?.hasAttribute('data-live') && !document.querySelector('main [data-remote-mount]:not([data-live])'),
  );
  interactive = true;
  const staticCopy = untilIdle ? await idleCopy(page, siteUrl) : '';
  await page.close();

  const sum = (files: typeof requested, leaveOut = '') => {
    const totals = { gzip: 0, brotli: 0, byOwner: {} as Record<string, number>, byPackage: {} as Record<string, number> };
    for (const { pathname: script } of new Map(files.map((file) => [file.pathname, file])).values()) {
      const built = builtFile(script);
      if (!built || !existsSync(built.file) || built.owner === leaveOut) continue;
      const size = compressedSizes(built.file);
      totals.gzip += size.gzip;
      totals.brotli += size.brotli;
      totals.byOwner[built.owner] = (totals.byOwner[built.owner] ?? 0) + size.gzip;
      addSplit(totals.byPackage, splitByPackage(built.file, size.gzip));
    }
    return totals;
  };
  const before = sum(requested.filter((file) => file.beforeInteractive), 'chat');
  const all = sum(requested);
  return { scripts: { page: pathname, beforeInteractive: before, afterIdle: { gzip: all.gzip, brotli: all.brotli } }, staticCopy };
}

/** Once idle (the chat, tracking and fingerprinting loaded too), a static copy of what the visitor sees: the same markup and styles, no script. */
async function idleCopy(page: Page, siteUrl: string): Promise<string> {
  await page.waitForTimeout(6_000);
  await page.waitForLoadState('networkidle');
  const html = await page.evaluate((base) => {
    for (const style of document.querySelectorAll('style')) {
      if (!style.textContent && style.sheet) style.textContent = [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n');
    }
    document.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]').forEach((element) => element.remove());
    return document.documentElement.outerHTML.replace('<head>', `<head><base href="${base}/">`);
  }, siteUrl);
  return `<!doctype html>${html}`;
}
