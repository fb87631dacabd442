import { useCallback, useEffect, useState } from 'react';

export type RemoteData<T> = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: T };

/**
 * Loads what a panel shows and loads it again when `load` changes (wrap it in
 * useCallback with its inputs); an answer that arrives after a newer request is dropped.
 */
export function useRemoteData<T>(load: () => Promise<T>): [RemoteData<T>, () => void] {
  const [result, setResult] = useState<RemoteData<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setResult((previous) => (previous.state === 'loaded' ? previous : { state: 'loading' }));
    load().then(
      (data) => current && setResult({ state: 'loaded', data }),
      () => current && setResult({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);

  return [result, useCallback(() => setAttempt((count) => count + 1), [])];
}
