/**
 * Prerendered first paint: at build time each page is rendered once in a
 * browser (tooling/prerender.ts) and its HTML kept with the remote that
 * renders it; the server sends it inside #root, and the shell hands each
 * RemoteMount its part of that markup until the remote's code has arrived.
 */
/** On #root: the path whose prerendered markup it holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
/** The attribute on each RemoteMount's wrapper: "<remote>/<module>". */
export const MOUNT_ATTRIBUTE = 'data-remote-mount';

/** What is stored per path, in `<remote dist>/prerendered/`. */
export interface PageSnapshot {
  path: string;
  /** The inner HTML of #root once the page had rendered. */
  root: string;
  /** The page's emotion rules, so the markup is styled before any script runs. */
  css: string;
}

export const snapshotFileName = (pathname: string) => `${encodeURIComponent(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)}.json`;
