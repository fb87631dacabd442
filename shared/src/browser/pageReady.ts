import { emit, on } from './events';
import { LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE } from '../contract/prerendered';

/** However a page fares, what waits for it starts after this long. */
const AT_THE_LATEST_MS = 10_000;
let ready = false;

/** The page the visitor landed on has its content on screen (the shell calls this once). */
export function signalPageReady(): void {
  if (ready) return;
  ready = true;
  emit('pageReady', {});
}

/**
 * Resolves once the landing page's content is live, so what the visitor did
 * not ask for (tracking, the chat) never competes with it for the network.
 */
export function whenPageReady(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(finish, AT_THE_LATEST_MS);
    const off = on('pageReady', finish);
    function finish() {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}

const NOT_LIVE = `[${MOUNT_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`;

/**
 * Resolves once every remote part on the page is live (each RemoteMount marks itself), so work the
 * visitor did not ask for (tracking's socket and fingerprinting) never competes with hydration.
 */
export function whenEveryMountLive(): Promise<void> {
  if (!document.querySelector(NOT_LIVE)) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    };
    const timer = setTimeout(finish, AT_THE_LATEST_MS);
    const observer = new MutationObserver(() => !document.querySelector(NOT_LIVE) && finish());
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
  });
}
