import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PRERENDERED_PATH_ATTRIBUTE, REMOTE_NAMES, snapshotFileName, type PageSnapshot, type RemoteName } from '@bookcraft/shared';

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

/** Puts the snapshot in the page: its styles in the head, its markup in #root, marked with its path. */
export function injectSnapshot(html: string, snapshot: PageSnapshot): string {
  const path = snapshot.path.replace(/"/g, '&quot;');
  return html
    .replace('</head>', `<style data-prerendered>${snapshot.css.replace(/<\/style/gi, '<\\/style')}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${path}">${snapshot.root}</div>`);
}
