import { useEffect, useRef } from 'react';
import { useLocation } from '@bookcraft/shared/router';
import { whenEveryMountLive, whenPageReady } from '@bookcraft/shared';
import type { Visitor } from '@bookcraft/shared/socket';
import { afterSettling } from './afterSettling';

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 3_000 }) : setTimeout(work, 1_500);

/**
 * The shell's global tracking: starts once the landing page's content is
 * live, the visitor has interacted or a few seconds have passed, every
 * remote part on the page is live, and the browser is idle (the tracking code, fingerprinting and the socket load
 * then, never while the page becomes usable), and records every navigation.
 * A visit that ends before then is still counted, by the beacon of `/assets/leave.js` (./leave.ts).
 */
export function useTracking(): void {
  const { pathname } = useLocation();
  const tracking = useRef<Promise<Visitor | null> | null>(null);

  useEffect(() => {
    tracking.current = new Promise((resolve) =>
      whenPageReady().then(afterSettling).then(whenEveryMountLive).then(() => whenIdle(() => {
        import('./startTracking')
          .then(({ startTracking }) => resolve(startTracking()))
          .catch((error: unknown) => (console.error('Tracking error', error), resolve(null)));
      })),
    );
  }, []);

  useEffect(() => {
    void tracking.current?.then((started) => started?.visited(pathname));
  }, [pathname]);
}
