import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDERED_PATH_ATTRIBUTE, REMOTE_NAMES, snapshotFileName, type PageSnapshot, type RemoteName, type RuntimeConfig } from '@bookcraft/shared';
import { fillPlaceholders } from './fillPlaceholders';

/**
 * The snapshot of a path, from whichever remote's files have it. Read on
 * every request, so a remote's redeploy (with its new snapshots) shows at
 * once, with no shell rebuild and no restart.
 */
export async function findSnapshot(remoteDirs: Record<RemoteName, string>, pathname: string): Promise<PageSnapshot | null> {
  const file = snapshotFileName(pathname);
  for (const name of REMOTE_NAMES) {
    const text = await readFile(path.join(remoteDirs[name], 'prerendered', file), 'utf8').catch(() => null);
    if (text) return JSON.parse(text) as PageSnapshot;
  }
  return null;
}

/**
 * Puts the snapshot in the page: its styles in the head, its markup in #root
 * with this site's settings, marked with its path and inert until the shell
 * takes over (nothing on it works before then, so nothing can be clicked).
 */
export function injectSnapshot(html: string, snapshot: PageSnapshot, config: RuntimeConfig): string {
  const path = snapshot.path.replace(/"/g, '&quot;');
  const css = fillPlaceholders(snapshot.css, config).replace(/<\/style/gi, '<\\/style');
  return html
    .replace('</head>', `<style data-prerendered>${css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" inert ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${fillPlaceholders(snapshot.root, config)}</div>`);
}
