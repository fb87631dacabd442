import { MOUNT_ATTRIBUTE, PRERENDERED_PATH_ATTRIBUTE } from '../prerendered';

let mounts: Map<string, string[]> | undefined;

/** Each mount's markup in the server's #root, read before React's first render replaces it. */
function prerenderedMounts(): Map<string, string[]> {
  if (mounts) return mounts;
  mounts = new Map();
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  if (root?.getAttribute(PRERENDERED_PATH_ATTRIBUTE) !== window.location.pathname) return mounts;
  for (const element of root.querySelectorAll(`[${MOUNT_ATTRIBUTE}]`)) {
    const key = element.getAttribute(MOUNT_ATTRIBUTE)!;
    mounts.set(key, [...(mounts.get(key) ?? []), element.innerHTML]);
  }
  return mounts;
}

/** The prerendered markup of the next mount with this key on the page the visitor landed on; each is handed out once. */
export function claimPrerendered(key: string): string | undefined {
  return prerenderedMounts().get(key)?.shift();
}
