/** Room above the newest message when the thread stops short of its end, so its sender's name shows too. */
const MARGIN_PX = 8;

/**
 * Scrolls the thread to its end, but never past the top of its newest message: what arrives under it (the
 * nobody-online notices, the e-mail form, a problem) stays below the message instead of pushing it out of view.
 */
export function keepNewestInView(scroller: HTMLElement): void {
  const end = scroller.scrollHeight - scroller.clientHeight;
  const messages = scroller.querySelectorAll<HTMLElement>('[data-message]');
  const newest = messages[messages.length - 1];
  if (!newest) {
    scroller.scrollTop = end;
    return;
  }
  const top = newest.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
  scroller.scrollTop = Math.max(0, Math.min(end, top - MARGIN_PX));
}
