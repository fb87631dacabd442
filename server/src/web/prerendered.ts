import { ANY_OTHER_PATH, GENERAL_LANDING_ROUTE, routeFor, REMOTE_NAMES, PRELOADED_ANSWERS_ELEMENT_ID, PRERENDERED_PATH_ATTRIBUTE, snapshotFileName, type PageHead, type PageSnapshot, type PreloadedAnswers, type RemoteName, type RuntimeConfig } from '@bookcraft/shared/core';
import type { BuiltFiles } from './builtFiles';
import { fillPlaceholders } from './fillPlaceholders';

/**
 * The snapshot of a path, from whichever remote's files have it. Read on
 * every request, so a remote's redeploy (with its new snapshots) shows at
 * once, with no shell rebuild and no restart. A remote that cannot be read
 * leaves the page unpainted until its scripts run, never unserved.
 */
export async function findSnapshot(remotes: Record<RemoteName, BuiltFiles>, pathname: string): Promise<PageSnapshot | null> {
  const own = await readSnapshot(remotes, pathname);
  if (own || routeFor(pathname) !== GENERAL_LANDING_ROUTE) return own;
  // A path no route takes shows the General landing page: its one snapshot, marked with this path so the shell adopts it.
  const general = await readSnapshot(remotes, ANY_OTHER_PATH);
  return general && { ...general, path: pathname };
}

async function readSnapshot(remotes: Record<RemoteName, BuiltFiles>, pathname: string): Promise<PageSnapshot | null> {
  const file = `prerendered/${snapshotFileName(pathname)}`;
  const texts = await Promise.all(REMOTE_NAMES.map((name) => remotes[name].read(file).catch(() => null)));
  const text = texts.find(Boolean);
  return text ? (JSON.parse(text) as PageSnapshot) : null;
}

/**
 * Puts the snapshot in the page: its styles in the head, its markup in #root
 * with this site's settings, marked with its path so the shell hydrates it.
 */
export function injectSnapshot(html: string, snapshot: PageSnapshot, config: RuntimeConfig): string {
  const path = snapshot.path.replace(/"/g, '&quot;');
  const css = fillPlaceholders(snapshot.css, config).replace(/<\/style/gi, '<\\/style');
  // Replaced by functions: a `$&` in a post's text is text, not a replacement pattern.
  return html
    .replace('</head>', () => `<style data-prerendered>${css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${fillPlaceholders(snapshot.root, config)}</div>`);
}

/** The head the page wrote when it was prerendered, with this site's settings: for pages whose head only they know (landing pages). */
export function snapshotHead({ head }: PageSnapshot, config: RuntimeConfig): PageHead | undefined {
  if (!head) return undefined;
  const fill = (text: string) => fillPlaceholders(text, config, (value) => value);
  return { ...head, title: fill(head.title), description: fill(head.description), ...(head.image ? { image: fill(head.image) } : {}) };
}

/** Beyond this the answers stay out of the page: the browser asks the API again, and renders that part afresh. */
const MAX_ANSWERS_LENGTH = 1_000_000;

/**
 * The API answers a page was rendered with, as inert JSON in the page (`<` escaped, so no text in a post can
 * close the element), for the browser's first render to start from (useRemoteData's `preload`).
 */
export function injectAnswers(html: string, answers: PreloadedAnswers): string {
  if (Object.keys(answers).length === 0) return html;
  const json = JSON.stringify(answers).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  if (json.length > MAX_ANSWERS_LENGTH) return html;
  return html.replace('</body>', () => `<script id="${PRELOADED_ANSWERS_ELEMENT_ID}" type="application/json">${json}</script></body>`);
}
