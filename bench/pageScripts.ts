import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { LEAVE_SCRIPT_PATH } from '@bookcraft/shared/core';
import { PHONE, wake } from '@bookcraft/testing/browser';
import { addSplit, splitByPackage } from './bundleContents';
import { ROOT } from './support';

/** The owner of the scripts a page runs before it wakes: the boot script inline in the page and the shell's beacon it loads. */
const BOOT = 'boot';

/** Where a script URL of the site lives in the build of the tree at `root`, and so its compressed sizes. */
function builtFile(root: string, pathname: string): { file: string; owner: string } | null {
  const remote = /^\/remotes\/([a-z]+)\/(.+)$/.exec(pathname);
  if (remote) return { file: path.join(root, `remote-${remote[1]}`, 'dist', remote[2]!), owner: remote[1]! };
  // The shell's file the boot script loads by its fixed name (/assets/leave.js) is the boot's.
  if (pathname === LEAVE_SCRIPT_PATH) return { file: path.join(root, 'shell/dist', pathname), owner: BOOT };
  if (pathname.startsWith('/assets/')) return { file: path.join(root, 'shell/dist', pathname), owner: 'shell' };
  return null;
}

function compressedSizes(file: string): { gzip: number; brotli: number } {
  const read = (suffix: string, make: (content: Buffer) => Buffer) => (existsSync(file + suffix) ? readFileSync(file + suffix).length : make(readFileSync(file)).length);
  return { gzip: read('.gz', (content) => gzipSync(content, { level: 9 })), brotli: read('.br', brotliCompressSync) };
}

interface ScriptBytes {
  gzip: number;
  brotli: number;
  byOwner: Record<string, number>;
  byPackage: Record<string, number>;
}

export interface PageScripts {
  page: string;
  /** Scripts a page loads with no interaction at all: until its load event and an idle network. */
  atLoad: ScriptBytes;
  /**
   * The shell's and the remotes' bundles (/assets/, /remotes/) from the start until every part of the main content is
   * live after a first interaction: the measure the budgets' limits were set with, so the boot scripts (which `atLoad`
   * counts) and the chat (which follows) are left out.
   */
  beforeInteractive: ScriptBytes;
  /** What the first interaction costs: the scripts it loads (chat left out) and how long from it to live, unthrottled. */
  firstInteraction: { gzip: number; brotli: number; toLiveMs: number };
  /** Everything once the page is idle after the first interaction (tracking, chat, fingerprinting included). */
  afterIdle: { gzip: number; brotli: number };
}

type Phase = 'load' | 'wake' | 'idle';

/**
 * The JavaScript each page loads with no interaction, then once a first interaction (a mouse move: the page wakes)
 * made it interactive, then once idle; per remote, gzip and brotli; and a static copy of the page as painted.
 * `root` is the tree whose build the site at `siteUrl` serves (the bench's baseline build is another).
 * `untilIdle: false` stops at interactive (no idle figure, no copy): the budget test's way.
 */
export async function pageScripts(browser: Browser, siteUrl: string, pathname: string, { untilIdle = true, root = ROOT } = {}): Promise<{ scripts: PageScripts; staticCopy: string }> {
  const page = await browser.newPage({ viewport: PHONE });
  const requested: { pathname: string; phase: Phase; body: Promise<Buffer | null>; finished: Promise<unknown> }[] = [];
  let phase: Phase = 'load';
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    // A script the build does not hold is measured from what the server sent.
    const scriptPath = new URL(request.url()).pathname;
    const body = builtFile(root, scriptPath) ? Promise.resolve(null) : request.response().then((response) => response?.body() ?? null).catch(() => null);
    const finished = request.response().then((response) => response?.finished()).catch(() => null);
    requested.push({ pathname: scriptPath, phase, body, finished });
  });
  await page.addInitScript(watchLiveness);
  await page.goto(`${siteUrl}${pathname}`, { waitUntil: 'load' });
  // The boot script asks for the short-visit beacon half a second after the load, once the page counts as painted
  // (PAINTED_AFTER_LOAD_MS): the network may seem idle before that.
  await page.waitForTimeout(1_000);
  await page.waitForLoadState('networkidle');
  // The boot script comes inline in the page: its bytes are script at load as much as a file's are.
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src]):not([type])')].map((script) => script.textContent ?? '').join('\n'));
  if (inline) requested.push({ pathname: '(inline boot script)', phase: 'load', body: Promise.resolve(Buffer.from(inline)), finished: Promise.resolve() });
  const staticCopy = untilIdle ? await paintedCopy(page) : '';

  phase = 'wake';
  const wokenAt = Date.now();
  // The visitor's first sign of presence, as `openLive` gives it: the pointer moves over the page.
  await wake(page);
  await page.waitForFunction(() => (window as Liveness).liveAt !== undefined);
  const toLiveMs = Date.now() - wokenAt;
  phase = 'idle';
  // A build that goes live at load (the baseline) loads more before the network is idle: what it
  // requested once live is not "before interactive". A script's timing is there once it has loaded. (A woken
  // page's scripts until live are those requested before it was seen live, in either build.)
  await Promise.all(requested.map((script) => script.finished));
  const startedOnceLive = new Set(
    await page.evaluate(() => {
      const { liveAt } = window as Liveness;
      return performance.getEntriesByType('resource').filter((entry) => entry.startTime > liveAt!).map((entry) => new URL(entry.name).pathname);
    }),
  );
  if (untilIdle) {
    await page.waitForTimeout(6_000);
    await page.waitForLoadState('networkidle');
  }
  await page.close();

  const bodies = new Map(await Promise.all(requested.map(async (script) => [script.pathname, await script.body] as const)));
  const sum = (phases: Phase[], { leaveOut = [] as string[], untilLive = false } = {}) => {
    const totals: ScriptBytes = { gzip: 0, brotli: 0, byOwner: {}, byPackage: {} };
    const counted = requested.filter((script) => phases.includes(script.phase) && !(untilLive && script.phase === 'load' && startedOnceLive.has(script.pathname)));
    const files = new Set(counted.map((script) => script.pathname));
    for (const script of files) {
      const built = builtFile(root, script);
      const body = bodies.get(script);
      const owner = built?.owner ?? BOOT;
      if (leaveOut.includes(owner)) continue;
      let size: { gzip: number; brotli: number };
      if (built && existsSync(built.file)) size = compressedSizes(built.file);
      else if (body) size = { gzip: gzipSync(body, { level: 9 }).length, brotli: brotliCompressSync(body).length };
      else continue;
      totals.gzip += size.gzip;
      totals.brotli += size.brotli;
      totals.byOwner[owner] = (totals.byOwner[owner] ?? 0) + size.gzip;
      addSplit(totals.byPackage, built ? splitByPackage(built.file, size.gzip) : { [`(${script})`]: size.gzip });
    }
    return totals;
  };
  const atLoad = sum(['load']);
  const beforeInteractive = sum(['load', 'wake'], { leaveOut: ['chat', BOOT], untilLive: true });
  const woken = sum(['wake'], { leaveOut: ['chat'], untilLive: true });
  const all = sum(['load', 'wake', 'idle']);
  return {
    scripts: {
      page: pathname,
      atLoad,
      beforeInteractive,
      firstInteraction: { gzip: woken.gzip, brotli: woken.brotli, toLiveMs },
      afterIdle: { gzip: all.gzip, brotli: all.brotli },
    },
    staticCopy,
  };
}

interface Liveness {
  pageReadyAt?: number;
  /** When the page's main content went live: the shell ran the page and every remote mount in it is live (hydrated or rendered). */
  liveAt?: number;
}

/**
 * Runs in the page before its scripts: notes when it goes live, and keeps every resource's timing until then.
 * No function in it is given a name (tsx would name it with a helper the page does not have).
 */
function watchLiveness(): void {
  performance.setResourceTimingBufferSize(2_000);
  // Liveness is checked again after each thing it depends on: the shell's ready event, each data-live.
  window.addEventListener('bookcraft:bench-check', () => {
    const page = window as Liveness;
    if (page.liveAt !== undefined || page.pageReadyAt === undefined) return;
    if (document.getElementById('root')?.hasAttribute('data-live') && !document.querySelector('main [data-remote-mount]:not([data-live])')) page.liveAt = performance.now();
  });
  window.addEventListener('bookcraft:pageReady', () => {
    (window as Liveness).pageReadyAt = performance.now();
    window.dispatchEvent(new Event('bookcraft:bench-check'));
  });
  new MutationObserver(() => window.dispatchEvent(new Event('bookcraft:bench-check'))).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-live'] });
}

/** What the visitor sees before any interaction: the same markup and styles, no script. The live page is left as it is. */
async function paintedCopy(page: Page): Promise<string> {
  const html = await page.evaluate(() => {
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    // Styles inserted as rules (CSS-in-JS) have no text for a clone to carry.
    const originals = [...document.querySelectorAll('style')];
    copy.querySelectorAll('style').forEach((style, index) => {
      const sheet = originals[index]?.sheet;
      if (!style.textContent && sheet) style.textContent = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    });
    copy.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]').forEach((element) => element.remove());
    return copy.outerHTML;
  });
  return `<!doctype html>${html}`;
}
