import { useEffect, useState } from 'react';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '@bookcraft/shared';

/** True once the page is scrolled more than the navbar threshold (requirements §2.4, §9). */
export function useScrolled(threshold = NAVBAR_SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
