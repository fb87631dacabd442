import { useEffect, useState } from 'react';

export type RequestState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Loads data for `key` (again when the key changes or on retry), cancelling
 * a request whose answer is no longer wanted. A failure becomes a state the
 * page shows with a retry, never a blank page.
 */
export function useRequest<T>(key: string, load: (signal: AbortSignal) => Promise<T>): { state: RequestState<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [result, setResult] = useState<{ key: string; state: RequestState<T> } | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RequestState<T>) => !controller.signal.aborted && setResult({ key: requestKey, state });
    load(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Blog request failed:', error instanceof Error ? error.message : error);
        settle({ status: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the key says when the request changes.
  }, [requestKey]);

  return { state: result?.key === requestKey ? result.state : { status: 'loading' }, retry: () => setAttempt((count) => count + 1) };
}
