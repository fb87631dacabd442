import { useEffect, useState } from 'react';
import { whenPageReady } from '@bookcraft/shared';

/** False until the landing page's content is live: the chat is mounted only then. */
export function usePageReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenPageReady().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
