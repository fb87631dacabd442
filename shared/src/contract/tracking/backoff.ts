export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
}

/**
 * Capped exponential back-off with "equal jitter": half of each delay is
 * fixed, half random, so many browsers that lost the API at the same moment
 * do not all come back at the same moment.
 */
export function backoffDelayMs(attempt: number, { baseMs = 1_000, maxMs = 30_000 }: BackoffOptions = {}, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

/** A failure that says how long to wait (a 429's Retry-After), in milliseconds. */
export interface RetryAfter {
  retryAfterMs?: number;
}

/**
 * Runs `work` until it succeeds, waiting a back-off delay (or the server's
 * Retry-After, when longer) between attempts. `onFailure` hears each failure;
 * `isFinal` ends the retries for a failure that waiting cannot cure.
 */
export async function retryWithBackoff<T>(
  work: () => Promise<T>,
  { onFailure, isFinal = () => false, ...options }: BackoffOptions & { onFailure?: (error: unknown, attempt: number) => void; isFinal?: (error: unknown) => boolean } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (isFinal(error)) throw error;
      onFailure?.(error, attempt);
      const wait = Math.max(backoffDelayMs(attempt, options), (error as RetryAfter).retryAfterMs ?? 0);
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
