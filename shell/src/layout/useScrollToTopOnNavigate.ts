import { useEffect } from 'react';
import { useLocation } from '@bookcraft/shared/router';

/** Requirements §2.4: every route change scrolls smoothly to the top. */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
}
