import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: T };

export interface RemoteDataOptions {
  /** While a new key loads, keep showing what the last one loaded (a panel refreshing) instead of "loading" (a new page). */
  keepLoaded?: boolean;
}

/**
 * Loads what `key` names, again when the key changes or on retry, and aborts a
 * request whose answer is no longer wanted. A failure is a state the caller
 * shows with a retry, never a blank screen.
 */
export function useRemoteData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, { keepLoaded = false }: RemoteDataOptions = {}): [RemoteData<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${key}#${attempt}`;
  const [result, setResult] = useState<{ key: string; data: RemoteData<T> } | undefined>();

  useEffect(() => {
    const controller = new AbortController();
    const settle = (data: RemoteData<T>) => !controller.signal.aborted && setResult({ key: requestKey, data });
    load(controller.signal).then(
      (data) => settle({ state: 'loaded', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn(`Loading ${key} failed:`, error instanceof Error ? error.message : error);
        settle({ state: 'failed' });
      },
    );
    return () => controller.abort();
    // `load` is a new function each render; the key says when the request changes.
  }, [requestKey]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (result?.key === requestKey || (keepLoaded && result?.data.state === 'loaded')) return [result.data, retry];
  return [{ state: 'loading' }, retry];
}
