import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser } from '@bookcraft/testing/browser';
import { startSite } from '@bookcraft/testing/site';
import { startBaselineSite } from './baselineSite';
import { pageScripts, type PageScripts } from './pageScripts';
import { serveStaticCopies, type StaticCopies } from './staticCopies';
import { median, type Figure } from './support';

/** The pages of the goals table: two informational pages and four landing pages (what ads lead to). */
export const BENCH_PAGES = ['/', '/LP-GN-GAD', '/book-publishing-services', '/sci-fi-publishing-services', '/about-us', '/LP-ED-GAD'];
const INFORMATIONAL_PAGES = ['/', '/about-us'];
/** All script a page loads before any interaction, KB (gzip in the bench's own measure, as transferred in Lighthouse's). */
const SCRIPT_AT_LOAD_GOAL_KB = 100;
/** JavaScript before the page is interactive once woken, KB gzip: landing pages are what the business pays for per click. */
export const SCRIPT_GOAL_KB = (pathname: string) => (INFORMATIONAL_PAGES.includes(pathname) ? 120 : 150);

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** All script transferred during Lighthouse's load, bytes (its resource summary). */
  script: number;
  /** Where the largest paint's time went: its element and Lighthouse's phases. */
  lcpProfile: string;
  /** The longest main-thread tasks, by script, which make up the blocking time. */
  tbtProfile: string;
}

interface Table<T> {
  items: T[];
}

/** "hero image (alt text): TTFB 455 ms, load delay 0 ms, load time 131 ms, render delay 1299 ms". */
function lcpProfile(details: unknown): string {
  const [element, phases] = ((details as Table<unknown> | undefined)?.items ?? []) as [Table<{ node?: { nodeLabel?: string; snippet?: string } }>?, Table<{ phase: string; timing: number }>?];
  const node = element?.items[0]?.node;
  const label = node?.snippet?.startsWith('<img') ? `image "${node.nodeLabel}"` : `"${node?.nodeLabel ?? '?'}"`;
  return `${label}: ${(phases?.items ?? []).map(({ phase, timing }) => `${phase.toLowerCase()} ${Math.round(timing)} ms`).join(', ')}`;
}

function tbtProfile(details: unknown, origin: string): string {
  const tasks = ((details as Table<{ url: string; duration: number }> | undefined)?.items ?? []).filter((task) => task.duration > 50);
  return tasks.slice(0, 4).map(({ url, duration }) => `${url.replace(origin, '') || '?'} ${Math.round(duration)} ms`).join(', ');
}

const scriptTransferred = (details: unknown) =>
  ((details as Table<{ resourceType: string; transferSize: number }> | undefined)?.items ?? []).find((item) => item.resourceType === 'script')?.transferSize ?? 0;

/** One of Lighthouse's default mobile runs (emulated phone, simulated slow 4G) against Debian's Chromium. */
async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    const lhr = result!.lhr;
    return {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
      lcp: Math.round(lhr.audits['largest-contentful-paint']!.numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time']!.numericValue ?? 0),
      cls: Math.round((lhr.audits['cumulative-layout-shift']!.numericValue ?? 0) * 1000) / 1000,
      script: scriptTransferred(lhr.audits['resource-summary']?.details),
      lcpProfile: lcpProfile(lhr.audits['largest-contentful-paint-element']?.details),
      tbtProfile: tbtProfile(lhr.audits['long-tasks']?.details, new URL(url).origin),
    };
  } finally {
    await chrome.kill();
  }
}

/** `runs` runs of each URL, taken in turn (a, b, a, b…) so both see the machine in the same state. */
async function lighthouseSideBySide(urls: string[], runs: number): Promise<LighthouseRun[][]> {
  const results = urls.map((): LighthouseRun[] => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [index, url] of urls.entries()) results[index]!.push(await lighthouseRun(url));
  }
  return results;
}

const KB = (bytes: number) => Math.round(bytes / 102.4) / 10;
const owners = (bytes: Record<string, number>) => Object.entries(bytes).map(([owner, size]) => `${owner} ${KB(size)}`).join(', ');

/**
 * Each bench page of this build beside the same page of the build before the change (bench/baselineSite.ts) and
 * beside a static copy of itself (its painted HTML, no script, on an origin of its own that passes every other
 * request to the site: bench/staticCopies.ts), all in one run: `runs` Lighthouse runs each, taken in turn so all
 * three see the machine in the same state. `runs: 0` measures only their scripts.
 */
export async function benchPages(options: { runs: number }): Promise<{ figures: Figure[]; bundles: PageScripts[]; baselineSha: string }> {
  const baseline = await startBaselineSite();
  const site = await startSite().catch(async (error: unknown) => {
    await baseline.stop();
    throw error;
  });
  const browser = await launchBrowser();
  const copies = new Map<string, string>();
  let staticCopies: StaticCopies | undefined;
  const figures: Figure[] = [];
  const bundles: PageScripts[] = [];
  try {
    const baselineBundles: PageScripts[] = [];
    for (const pathname of BENCH_PAGES) {
      const { scripts, staticCopy } = await pageScripts(browser, site.url, pathname);
      bundles.push(scripts);
      copies.set(pathname, staticCopy);
      baselineBundles.push((await pageScripts(browser, baseline.url, pathname, { untilIdle: false, root: baseline.root })).scripts);
    }
    staticCopies = await serveStaticCopies(site.url, copies);

    for (const [index, pathname] of BENCH_PAGES.entries()) {
      const group = `Page ${pathname}`;
      const scripts = bundles[index]!;
      const before = baselineBundles[index]!;
      figures.push(
        {
          group,
          figure: 'script at load, no interaction (gzip)',
          value: KB(scripts.atLoad.gzip),
          unit: 'KB',
          target: `<= ${SCRIPT_AT_LOAD_GOAL_KB}`,
          baseline: KB(before.atLoad.gzip),
          note: `brotli ${KB(scripts.atLoad.brotli)} KB; ${owners(scripts.atLoad.byOwner)}`,
        },
        {
          group,
          figure: 'script once woken and interactive (gzip)',
          value: KB(scripts.beforeInteractive.gzip),
          unit: 'KB',
          target: `<= ${SCRIPT_GOAL_KB(pathname)}`,
          baseline: KB(before.beforeInteractive.gzip),
          note: `the first interaction loads ${KB(scripts.firstInteraction.gzip)} KB gzip and is live ${scripts.firstInteraction.toLiveMs} ms after it (unthrottled); once idle ${KB(scripts.afterIdle.gzip)} KB gzip; ${owners(scripts.beforeInteractive.byOwner)}`,
        },
      );
      if (options.runs === 0) continue;
      const [now, then, copy] = await lighthouseSideBySide([`${site.url}${pathname}`, `${baseline.url}${pathname}`, `${staticCopies.url}${pathname}`], options.runs);
      type Measure = 'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls' | 'script';
      const pick = (runs: LighthouseRun[], key: Measure) => median(runs.map((run) => run[key]));
      const runsOf = (runs: LighthouseRun[], key: Measure) => runs.map((run) => run[key]).join(', ');
      /** The profile of the run whose figure is the median. */
      const profileOf = (key: 'lcp' | 'tbt', profile: 'lcpProfile' | 'tbtProfile') => now!.find((run) => run[key] === pick(now!, key))![profile];
      // The goals: within 2 points of the static copy and at least 98, LCP within 1.1 times the copy's.
      const copyPerformance = pick(copy!, 'performance');
      const copyLcp = pick(copy!, 'lcp');
      const copyNote = `static copy: ${copyPerformance} performance, LCP ${copyLcp} ms, TBT ${pick(copy!, 'tbt')} ms, ${KB(pick(copy!, 'script'))} KB script`;
      figures.push(
        { group, figure: 'Lighthouse script transferred', value: KB(pick(now!, 'script')), unit: 'KB', target: `<= ${SCRIPT_AT_LOAD_GOAL_KB}`, baseline: KB(pick(then!, 'script')) },
        { group, figure: 'Lighthouse mobile performance (median)', value: pick(now!, 'performance'), unit: '', target: `>= ${Math.max(98, copyPerformance - 2)} (copy ${copyPerformance})`, baseline: pick(then!, 'performance'), note: copyNote },
        { group, figure: 'largest contentful paint (simulated slow 4G)', value: pick(now!, 'lcp'), unit: 'ms', target: `<= ${Math.round(copyLcp * 1.1)} (1.1 × copy)`, baseline: pick(then!, 'lcp'), note: `${profileOf('lcp', 'lcpProfile')}; each run ${runsOf(now!, 'lcp')} ms, the copy's ${runsOf(copy!, 'lcp')} ms` },
        { group, figure: 'total blocking time (simulated)', value: pick(now!, 'tbt'), unit: 'ms', target: '<= 100', baseline: pick(then!, 'tbt'), note: `longest tasks: ${profileOf('tbt', 'tbtProfile')}` },
        { group, figure: 'cumulative layout shift', value: pick(now!, 'cls'), unit: '', target: '<= 0.02', baseline: pick(then!, 'cls') },
        { group, figure: 'Lighthouse accessibility (median)', value: pick(now!, 'accessibility'), unit: '', target: '>= 100', baseline: pick(then!, 'accessibility') },
      );
    }
  } finally {
    await staticCopies?.stop();
    await browser.close();
    await site.stop();
    await baseline.stop();
  }
  return { figures, bundles, baselineSha: baseline.sha };
}
