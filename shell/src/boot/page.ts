/**
 * How long after its load event a page counts as painted, for what should never compete with its content: the
 * web fonts (for a browser that has not been sent them yet) and the short-visit beacon. By then the hero image that
 * ended the load has been painted (a frame or two is not enough: a browser may present the page's first paint after
 * its load event).
 */
export const PAINTED_AFTER_LOAD_MS = 500;

/** Runs `then` once the page has loaded (its images too): at once if it has. */
export function whenLoaded(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Runs `then` once the page counts as painted: PAINTED_AFTER_LOAD_MS after its load event. */
export function whenPainted(then: () => void): void {
  whenLoaded(() => setTimeout(then, PAINTED_AFTER_LOAD_MS));
}

/** Whether local storage holds `key`: never, where the browser refuses the site its storage (it throws then). */
export function isStored(key: string): boolean {
  try {
    return !!localStorage.getItem(key);
  } catch {
    return false;
  }
}

/** Loads the script at `src`: added to the page's head, once `prepare` has set it up (what is set after is too late). */
export function addScript(src: string, prepare?: (script: HTMLScriptElement) => void): void {
  const script = document.createElement('script');
  script.src = src;
  prepare?.(script);
  document.head.appendChild(script);
}
