import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser } from 'playwright-core';
import { launchBrowser, PHONE } from '../e2e/support/browser';
import { startSite } from '../e2e/support/site';
import { addSplit, splitByPackage } from './bundleContents';
import { median, ROOT, type Figure } from './support';

export const BENCH_PAGES = ['/', '/LP-GN-GAD', '/book-publishing-services', '/sci-fi-publishing-services'];
const LANDING_PAGES = BENCH_PAGES.filter((page) => page !== '/');

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

/** The JavaScript each page loads, before it is interactive and once idle, per remote, gzip and brotli. */
async function pageScripts(browser: Browser, siteUrl: string, pathname: string): Promise<{ scripts: PageScripts; staticCopy: string }> {
  const page = await browser.newPage({ viewport: PHONE });
  const requested: { pathname: string; beforeInteractive: boolean }[] = [];
  let interactive = false;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requested.push({ pathname: new URL(request.url()).pathname, beforeInteractive: !interactive });
  });
  await page.addInitScript(() => window.addEventListener('bookcraft:pageReady', () => ((window as { pageReadyAt?: number }).pageReadyAt = performance.now())));
  await page.goto(`${siteUrl}${pathname}`);
  // Interactive: the page's remote is live, and so is every remote inside it (no prerendered, inert part left).
  await page.waitForFunction(() => (window as { pageReadyAt?: number }).pageReadyAt !== undefined && document.querySelector('main [inert]') === null);
  interactive = true;
  // Once idle: the chat, tracking and fingerprinting have loaded too.
  await page.waitForTimeout(6_000);
  await page.waitForLoadState('networkidle');
  // A static copy of what the visitor sees: the same markup and styles, no script.
  const staticCopy = await page.evaluate((base) => {
    for (const style of document.querySelectorAll('style')) {
      if (!style.textContent && style.sheet) style.textContent = [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n');
    }
    document.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]').forEach((element) => element.remove());
    return document.documentElement.outerHTML.replace('<head>', `<head><base href="${base}/">`);
  }, siteUrl);
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
  return { scripts: { page: pathname, beforeInteractive: before, afterIdle: { gzip: all.gzip, brotli: all.brotli } }, staticCopy: `<!doctype html>${staticCopy}` };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
}

/** Lighthouse's default mobile run (emulated phone, simulated slow 4G) against Debian's Chromium. */
async function lighthouseRuns(url: string, runs: number): Promise<LighthouseRun[]> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
    try {
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      const lhr = result!.lhr;
      results.push({
        performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
        lcp: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
      });
    } finally {
      await chrome.kill();
    }
  }
  return results;
}

const KB = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Page figures of SPEC §2 pages against static HTML copies of themselves served by Fastify on this machine; `runs: 0` measures only their scripts. */
export async function benchPages(options: { runs: number; baselineRuns: number }): Promise<{ figures: Figure[]; bundles: PageScripts[] }> {
  const site = await startSite();
  const browser = await launchBrowser();
  const copies = mkdtempSync(path.join(tmpdir(), 'bookcraft-static-'));
  const figures: Figure[] = [];
  const bundles: PageScripts[] = [];
  const staticServer = Fastify();
  try {
    for (const pathname of BENCH_PAGES) {
      const { scripts, staticCopy } = await pageScripts(browser, site.url, pathname);
      bundles.push(scripts);
      writeFileSync(path.join(copies, `${pathname === '/' ? 'home' : pathname.slice(1)}.html`), staticCopy);
    }
    await staticServer.register(fastifyStatic, { root: copies });
    const staticUrl = await staticServer.listen({ port: 0, host: '127.0.0.1' });

    for (const pathname of BENCH_PAGES) {
      const group = `Page ${pathname}`;
      const scripts = bundles.find((bundle) => bundle.page === pathname)!;
      figures.push({
        group,
        figure: 'JavaScript before interactive (gzip)',
        value: KB(scripts.beforeInteractive.gzip),
        unit: 'KB',
        target: LANDING_PAGES.includes(pathname) ? '<= 150' : undefined,
        baseline: 0,
        note: `brotli ${KB(scripts.beforeInteractive.brotli)} KB; once idle ${KB(scripts.afterIdle.gzip)} KB gzip; ${Object.entries(scripts.beforeInteractive.byOwner).map(([owner, bytes]) => `${owner} ${KB(bytes)}`).join(', ')}`,
      });
      if (options.runs === 0) continue;
      const site5 = await lighthouseRuns(`${site.url}${pathname}`, options.runs);
      const copy = await lighthouseRuns(`${staticUrl}/${pathname === '/' ? 'home' : pathname.slice(1)}.html`, options.baselineRuns);
      const pick = (runs: LighthouseRun[], key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
      figures.push(
        { group, figure: 'Lighthouse mobile performance (median)', value: pick(site5, 'performance'), unit: '', target: '>= 95', baseline: pick(copy, 'performance') },
        { group, figure: 'Lighthouse accessibility (median)', value: pick(site5, 'accessibility'), unit: '', target: '>= 100', baseline: pick(copy, 'accessibility') },
        { group, figure: 'largest contentful paint (simulated slow 4G)', value: pick(site5, 'lcp'), unit: 'ms', baseline: pick(copy, 'lcp') },
        { group, figure: 'total blocking time (simulated)', value: pick(site5, 'tbt'), unit: 'ms', target: LANDING_PAGES.includes(pathname) ? '<= 150' : undefined, baseline: pick(copy, 'tbt') },
      );
    }
  } finally {
    await staticServer.close();
    await browser.close();
    await site.stop();
  }
  return { figures, bundles };
}
