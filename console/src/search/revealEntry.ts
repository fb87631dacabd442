/** How long an opened conversation or the leads may take to show the entry before search gives up on it. */
const REVEAL_WAIT_MS = 5_000;

/**
 * Focuses the element with `id` (a message, note or lead row) once it is on the page, which brings
 * it into view; resolves whether it was found in time.
 */
export function revealEntry(id: string, waitMs = REVEAL_WAIT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const reveal = () => {
      const element = document.getElementById(id);
      if (!element) return false;
      element.scrollIntoView?.({ block: 'center' });
      element.focus();
      return true;
    };
    if (reveal()) return resolve(true);
    const observer = new MutationObserver(() => {
      if (!reveal()) return;
      stop();
      resolve(true);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, waitMs);
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(document.body, { childList: true, subtree: true });
  });
}
