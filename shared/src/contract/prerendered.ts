import type { PageHead } from './types';

/**
 * Prerendered first paint: at build time each page is rendered once in Node
 * by the containers' server bundles (tooling/prerender.ts), as React server markup, and kept with the
 * remote that renders it (the blog's pages are rendered per request instead); the server sends it inside #root and the shell
 * hydrates it: the painted nodes are adopted, each remote's part when its
 * code arrives.
 */
/** On #root: the path whose prerendered markup it holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
/** The attribute on each RemoteMount's wrapper: "<remote>/<module>". */
export const MOUNT_ATTRIBUTE = 'data-remote-mount';
/** The shell's short-visit beacon (shell/src/tracking/leave.ts), which the boot script (shell/src/boot/) loads on every page, woken or not. */
export const LEAVE_SCRIPT_PATH = '/assets/leave.js';
/** On #root once the shell runs it, and on each RemoteMount's wrapper once its content does. */
export const LIVE_ATTRIBUTE = 'data-live';
/**
 * On a link whose click the live page does itself (a call to action that opens the form popup): before its part is
 * live the boot script holds a tap on it and replays it then, as it does a button's; without scripts, or once the
 * page is let go, the browser follows it.
 */
export const HELD_LINK_ATTRIBUTE = 'data-held-until-live';
/**
 * The `<script type="application/json">` in a painted page's head listing the shell's entry scripts: the server takes
 * them out of the head (server/src/web/bootScript.ts) and the boot script starts them (shell/src/boot/).
 */
export const SCRIPT_LIST_ELEMENT_ID = 'bookcraft-scripts';
/** The `<script type="application/json">` holding the API answers a page was rendered with (`PreloadedAnswers`). */
export const PRELOADED_ANSWERS_ELEMENT_ID = 'bookcraft-answers';

/** What `GET <apiBaseUrl><path>` answered, as the server's renderer had it. */
export interface PreloadedAnswer {
  status: number;
  body: unknown;
}

/** The API answers a page was rendered with, by the path the page asks for (`/blogs/5`). */
export type PreloadedAnswers = Record<string, PreloadedAnswer>;

/** What is stored per path, in `<remote dist>/prerendered/`. */
export interface PageSnapshot {
  path: string;
  /** The inner HTML of #root once the page had rendered. */
  root: string;
  /** The page's emotion rules, so the markup is styled before any script runs. */
  css: string;
  /** The head the page wrote (a landing page's own title, description and share image), for crawlers. */
  head?: PageHead;
}

export const snapshotFileName = (pathname: string) => `${encodeURIComponent(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname)}.json`;

/**
 * Pages are prerendered once, for every site: where a page shows a setting
 * of the site (the requirements' {phone} and {email}, the offers, the image host), the
 * snapshot holds a placeholder the server fills with this site's value.
 */
export const PRERENDER_PLACEHOLDERS = {
  phone: '(555) 000-0199',
  email: 'site-email@prerender.invalid',
  imageBaseUrl: 'https://images.prerender.invalid',
  firstProjectDiscount: '⟦first-project-discount⟧',
  discount: '⟦discount⟧',
  year: '⟦year⟧',
} as const;
