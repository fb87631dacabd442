// Renders each static page once in Node, with the Node bundles the build just wrote (every container's
// `dist/server/render.js`: the same components the browser hydrates), and keeps its HTML with the remote that
// renders it (`<remote>/dist/prerendered/<path>.json`), so the server can send a painted page before any remote's
// JavaScript arrives. No browser is involved. The blog's and the help center's pages are not here: the server renders them per request.
// Run by the build; `node --import tsx tooling/prerender.ts [remote...]` refreshes one remote's pages after its
// redeploy, without touching the shell.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AD_LANDING_ROUTES,
  ANY_OTHER_PATH,
  CONTACT_TOPIC_PATHS,
  INDEXABLE_PATHS,
  PRERENDER_PLACEHOLDERS,
  REMOTE_NAMES,
  routeFor,
  snapshotFileName,
  type PageSnapshot,
  type RemoteName,
  type RuntimeConfig,
} from '@bookcraft/shared/core';
import { builtFiles, bundlePins, pageRenderer } from '@bookcraft/server';

const root = path.resolve(import.meta.dirname, '..');

/** The remote that renders a path: its snapshot ships with that remote. */
const ownerOf = (pathname: string) => routeFor(pathname).remote;

/**
 * Every page a visitor can reach, painted: the indexed ones, the ad landing pages, each contact topic, the
 * thank-you page, and the General landing page that any other path shows (the server marks it with that path).
 */
const PAINTED_PATHS = [...INDEXABLE_PATHS, ...AD_LANDING_ROUTES.map((route) => route.path), ...CONTACT_TOPIC_PATHS, '/thankyou', ANY_OTHER_PATH];

/** Rendered per request by the server (server/src/web/render/blogPages.ts, helpPages.ts), with the posts and articles of the moment. */
const renderedPerRequest = (pathname: string) => pathname === '/blogs' || pathname.startsWith('/blog/') || pathname === '/help' || pathname.startsWith('/help/');

/** The site's settings as placeholders: one snapshot serves every site, the server fills in its own values. */
const PLACEHOLDER_CONFIG: Partial<RuntimeConfig> = {
  phone: PRERENDER_PLACEHOLDERS.phone,
  email: PRERENDER_PLACEHOLDERS.email,
  imageBaseUrl: PRERENDER_PLACEHOLDERS.imageBaseUrl,
  offers: { firstProjectDiscount: PRERENDER_PLACEHOLDERS.firstProjectDiscount, discount: PRERENDER_PLACEHOLDERS.discount, year: PRERENDER_PLACEHOLDERS.year },
};

export async function prerender(remotes?: string[]): Promise<number> {
  const paths = [...new Set(PAINTED_PATHS)].filter(
    (pathname) => !renderedPerRequest(pathname) && (!remotes || remotes.includes(ownerOf(pathname))),
  );
  const renderer = pageRenderer(
    builtFiles(path.join(root, 'shell', 'dist')),
    Object.fromEntries(REMOTE_NAMES.map((name) => [name, builtFiles(path.join(root, `remote-${name}`, 'dist'))])) as Record<RemoteName, ReturnType<typeof builtFiles>>,
    // The build's own folders: nothing is read over HTTP, so nothing needs a pin.
    { pins: bundlePins(undefined), onRefused: (name, why) => console.error(`${name}: ${why}`) },
  );
  for (const pathname of paths) {
    const page = await renderer.render(pathname, { config: PLACEHOLDER_CONFIG });
    if (!page) throw new Error('The shell has no Node bundle (dist/server/render.js): build it first (node tooling/build.mjs)');
    const snapshot: PageSnapshot = { path: pathname, root: page.root, css: page.css, ...(page.head ? { head: page.head } : {}) };
    const folder = path.join(root, `remote-${ownerOf(pathname)}`, 'dist', 'prerendered');
    mkdirSync(folder, { recursive: true });
    // Written whole, then moved in place: a server reading the folder meanwhile gets the old snapshot or the new one.
    const file = path.join(folder, snapshotFileName(pathname));
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot));
    renameSync(`${file}.tmp`, file);
  }
  return paths.length;
}

if (process.argv[1] === import.meta.filename) {
  const started = Date.now();
  const remotes = process.argv.slice(2);
  const count = await prerender(remotes.length ? remotes : undefined);
  console.log(`Prerendered ${count} pages in Node in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}
