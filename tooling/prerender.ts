// Renders each page once in Chromium and keeps its HTML with the remote that renders it
// (`<remote>/dist/prerendered/<path>.json`), so the server can send a painted page before any
// remote's JavaScript arrives. Run by the build; `node --import tsx tooling/prerender.ts [remote...]`
// refreshes one remote's pages after its redeploy, without touching the shell.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { matchPath } from 'react-router';
import { AD_LANDING_ROUTES, INDEXABLE_PATHS, PRERENDER_ENVIRONMENT, RENDER_TO_STRING_GLOBAL, ROUTES, snapshotFileName, type PageSnapshot } from '@bookcraft/shared';
import { buildServer, loadConfig } from '@bookcraft/server';

const CHROMIUM = '/usr/bin/chromium';
const PHONE = { width: 390, height: 844 };
const root = path.resolve(import.meta.dirname, '..');

/** The remote that renders a path: its snapshot ships with that remote. */
function ownerOf(pathname: string): string {
  const route = ROUTES.find((candidate) => candidate.path !== '*' && matchPath(candidate.path, pathname));
  return route?.remote ?? 'landing';
}

async function snapshot(page: Page, url: string, pathname: string): Promise<PageSnapshot> {
  await page.goto(`${url}${pathname}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(
    async ({ pathname: path, renderGlobal }) => {
      // React's own server markup of the page, so the visitor's first render adopts it (shell/src/prerender).
      const root = await (window as unknown as Record<string, () => Promise<string>>)[renderGlobal]!();
      const css = [...document.querySelectorAll('style:not([data-prerendered])')]
        .map((style) => style.textContent || [...((style as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n'))
        .join('\n');
      // The head the page wrote: the server sends it to crawlers of pages whose head only the page knows.
      // (No named functions in here: the bundler's helpers for them do not exist in the page.)
      const [description, image, robots] = ['meta[name="description"]', 'meta[property="og:image"]', 'meta[name="robots"]'].map(
        (selector) => document.head.querySelector(selector)?.getAttribute('content') ?? '',
      ) as [string, string, string];
      const shareImage = image ? new URL(image) : undefined;
      const head = {
        title: document.title,
        description,
        ...(shareImage ? { image: shareImage.origin === location.origin ? shareImage.pathname : shareImage.href } : {}),
        ...(robots.includes('noindex') ? { noindex: true } : {}),
      };
      return { path, root, css, head };
    },
    { pathname, renderGlobal: RENDER_TO_STRING_GLOBAL },
  );
}

export async function prerender(remotes?: string[]): Promise<number> {
  if (!existsSync(CHROMIUM)) {
    console.log(`Prerendering skipped: no Chromium at ${CHROMIUM} (pages are painted by the browser instead).`);
    return 0;
  }
  const paths = [...new Set([...INDEXABLE_PATHS, ...AD_LANDING_ROUTES.map((route) => route.path)])].filter((pathname) => !remotes || remotes.includes(ownerOf(pathname)));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-prerender-'));
  const server = await buildServer(loadConfig({ ...process.env, ...PRERENDER_ENVIRONMENT, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'error' }));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  try {
    const url = (await server.listen()).replace('localhost', '127.0.0.1');
    const context = await browser.newContext({ viewport: PHONE });
    // No visitor is registered and no fingerprint taken while prerendering.
    await context.route('**/api/**', (route) => (route.request().url().includes('/api/blogs') ? route.continue() : route.abort()));
    // The shell exposes its render-to-string function when this global is defined.
    await context.addInitScript(`window.${RENDER_TO_STRING_GLOBAL} = null;`);
    const page = await context.newPage();
    for (const pathname of paths) {
      const snap = await snapshot(page, url, pathname);
      const folder = path.join(root, `remote-${ownerOf(pathname)}`, 'dist', 'prerendered');
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, snapshotFileName(pathname)), JSON.stringify(snap));
    }
    return paths.length;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const remotes = process.argv.slice(2);
  const count = await prerender(remotes.length ? remotes : undefined);
  if (count) console.log(`Prerendered ${count} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
