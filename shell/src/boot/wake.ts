import { LEAD_OUTBOX_STORAGE_KEY, PRERENDERED_PATH_ATTRIBUTE, SCRIPT_LIST_ELEMENT_ID, STORAGE_KEYS } from '@bookcraft/shared/core';
import { addScript, isStored, whenLoaded } from './page';

/**
 * A painted page is whole without scripts: its text, images and links work as the server sent them. So the shell's
 * scripts are added only when the visitor is there to use what they run, on the first sign of them (WAKE_EVENTS),
 * and never before the page has loaded. A page that reader never touches runs no script but the boot script and the
 * short-visit beacon. A page the server did not paint (no `data-prerendered-path` for this path) starts them once
 * loaded, as it has nothing to show without them, and so does a page with work waiting: a visitor the site knows
 * (they have chatted or left a lead: staff see them come back, their chat is there) or a lead still to be sent.
 */

/** How long the page may still go live after one of the shell's scripts failed to load, before it is let go. */
export const RELEASE_AFTER_SCRIPT_ERROR_MS = 2_000;
/** What tells the boot script a visitor is on the page, and so starts the shell: a touch, a move of the pointer, a key, a scroll. */
export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'] as const;

/**
 * Starts the shell's scripts (the list the server took out of the page's head), when the page needs them; `release`
 * lets the page go when one of them does not load.
 */
export function startScriptsWhenNeeded(root: HTMLElement | null, release: (reason: string) => void): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const src of JSON.parse(document.getElementById(SCRIPT_LIST_ELEMENT_ID)!.textContent!) as string[]) {
      addScript(src, (script) => {
        // Run in the order listed, as the deferred scripts they were would have.
        script.async = false;
        script.onerror = () => setTimeout(() => release(`${src} did not load`), RELEASE_AFTER_SCRIPT_ERROR_MS);
      });
    }
  };
  const wake = (): void => {
    for (const type of WAKE_EVENTS) window.removeEventListener(type, wake, true);
    whenLoaded(start);
  };
  const hasWorkWaiting = isStored(STORAGE_KEYS.customerId) || isStored(LEAD_OUTBOX_STORAGE_KEY);
  if (root && root.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === location.pathname && !hasWorkWaiting) {
    for (const type of WAKE_EVENTS) window.addEventListener(type, wake, { capture: true, passive: true });
  } else whenLoaded(start);
}
