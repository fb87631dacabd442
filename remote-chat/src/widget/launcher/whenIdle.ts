/** Runs work once the browser is idle, or after a short delay where it cannot tell (Safari); returns the cancel function. */
export function whenIdle(work: () => void, timeoutMs = 4_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1_500);
  return () => clearTimeout(handle);
}
