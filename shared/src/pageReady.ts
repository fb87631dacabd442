import { emit, on } from './events';

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
