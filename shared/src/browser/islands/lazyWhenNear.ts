import { lazy, useEffect, type ComponentType, type LazyExoticComponent, type RefObject } from 'react';

/** How far outside the viewport an island's place may be when its code starts to load. */
const NEAR_MARGIN = '200px 0px';
const INTERACTIONS = ['focusin', 'pointerdown'] as const;

/**
 * A lazily loaded component whose code is fetched only once its place on the page is near the viewport, or the
 * visitor reaches into it (a tap, the keyboard's focus): `useLoadWhenNear(ref)` watches that place. On a painted
 * page, its Suspense boundary stays the server's markup until then, and is hydrated (adopted, not replaced) when
 * the code arrives.
 */
export function lazyWhenNear<Props>(load: () => Promise<{ default: ComponentType<Props> }>): {
  Component: LazyExoticComponent<ComponentType<Props>>;
  useLoadWhenNear: (place: RefObject<Element | null>) => void;
} {
  let wanted: () => void = () => undefined;
  // The server renders every island, so its code is wanted there at once.
  const near = typeof window === 'undefined' ? Promise.resolve() : new Promise<void>((resolve) => (wanted = resolve));
  const Component = lazy(() => near.then(load));
  const useLoadWhenNear = (place: RefObject<Element | null>) =>
    useEffect(() => {
      const element = place.current;
      if (!element || typeof IntersectionObserver === 'undefined') return wanted();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && stop(), { rootMargin: NEAR_MARGIN });
      function stop() {
        observer.disconnect();
        INTERACTIONS.forEach((type) => element!.removeEventListener(type, stop));
        wanted();
      }
      observer.observe(element);
      INTERACTIONS.forEach((type) => element.addEventListener(type, stop));
      return () => {
        observer.disconnect();
        INTERACTIONS.forEach((type) => element.removeEventListener(type, stop));
      };
    }, [place]);
  return { Component, useLoadWhenNear };
}
