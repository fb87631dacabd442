import { CONFIG_ELEMENT_ID, LEAVE_SCRIPT_PATH, PRERENDERED_PATH_ATTRIBUTE, SCRIPT_LIST_ELEMENT_ID } from '@bookcraft/shared/core';

/** The site's phone and e-mail as the server writes them into the page's runtime configuration. */
export const SITE = { phone: '(212) 555-0147', email: 'sales@bookcraft.test' };

/** The shell's entry scripts as the server lists them in the page, in the order they must run. */
export const SHELL_SCRIPTS = ['/assets/runtime.0123abcd.js', '/assets/main.4567cdef.js'];

interface PageOptions {
  /** The path the server painted #root for (`data-prerendered-path`); false for a page it did not paint. */
  painted?: string | false;
}

let cleanUps: (() => void)[] = [];

/**
 * Notes each listener the boot script adds to `target` as it starts, so that the next test's page starts without the
 * last one's: jsdom keeps one window and document for the whole file.
 */
function noteListeners(target: EventTarget): () => void {
  const add = target.addEventListener.bind(target);
  const spy = jest.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
    add(type, listener, options);
    if (listener) cleanUps.push(() => target.removeEventListener(type, listener, options));
  });
  return () => spy.mockRestore();
}

/** The same for the timers it sets as it starts (the fonts and the beacon, once the page has painted). */
function noteTimers(): () => void {
  // The page's timers, as the DOM types them (Node's types name another setTimeout).
  const timers = window as unknown as { setTimeout(handler: TimerHandler, timeout?: number, ...rest: unknown[]): number; clearTimeout(id: number): void };
  const set = timers.setTimeout.bind(window);
  const clear = timers.clearTimeout.bind(window);
  const spy = jest.spyOn(timers, 'setTimeout').mockImplementation((handler, timeout, ...rest) => {
    const id = set(handler, timeout, ...rest);
    cleanUps.push(() => clear(id));
    return id;
  });
  return () => spy.mockRestore();
}

/**
 * A page as the server sends it: `root` (the painted markup) in #root, the shell's scripts listed in the head and the
 * runtime configuration in the body; and the boot script run in it, as the page's last script, as a browser runs it
 * (a fresh copy of its modules each time: it starts when it loads).
 */
export function bootPage(root: string, { painted = '/' }: PageOptions = {}): void {
  document.head.innerHTML = `<script id="${SCRIPT_LIST_ELEMENT_ID}" type="application/json">${JSON.stringify(SHELL_SCRIPTS)}</script>`;
  const paintedPath = painted === false ? '' : ` ${PRERENDERED_PATH_ATTRIBUTE}="${painted}"`;
  document.body.innerHTML = `<div id="root"${paintedPath}>${root}</div><script id="${CONFIG_ELEMENT_ID}" type="application/json">${JSON.stringify(SITE)}</script>`;
  const restore = [noteListeners(window), noteListeners(document), noteTimers()];
  try {
    jest.isolateModules(() => {
      require('../boot');
    });
  } finally {
    restore.forEach((done) => done());
  }
}

/** The shell's scripts the page has started so far, in order (the short-visit beacon is not one of them). */
export const startedScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')).filter((src) => src !== LEAVE_SCRIPT_PATH);

afterEach(() => {
  cleanUps.forEach((cleanUp) => cleanUp());
  cleanUps = [];
  jest.useRealTimers();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
