import { Suspense, useRef, useSyncExternalStore } from 'react';
import { css } from '@emotion/react';
import type { ServiceCard } from '@bookcraft/shared';
import { lazyWhenNear } from '@bookcraft/shared/federation';
import { colors, inner, section } from '../styles';
import { CardGrid } from './CardGrid';

// Swiper (33 KB gzip) loads with the carousel, once the visitor nears it, never with the page.
const { Component: ServicesCarousel, useLoadWhenNear } = lazyWhenNear(() => import('./ServicesCarousel'));

/** Where the wrapping grid takes over from the carousel. */
export const GRID_MEDIA_QUERY = '(min-width: 1024px)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The services block of the genre pages: a carousel on small screens, a wrapping grid on larger ones (requirements §2.3). */
export function ServicesBlock({ title, intro, cards }: { title: string; intro?: string; cards: ServiceCard[] }) {
  const wide = useMediaQuery(GRID_MEDIA_QUERY);
  const place = useRef<HTMLElement>(null);
  useLoadWhenNear(place);
  return (
    <section ref={place} css={[section, css`background: ${colors.surface};`]} aria-labelledby="services-title">
      <div css={inner}>
        <h2 id="services-title">{title}</h2>
        {intro && <p css={css`text-align: center;`}>{intro}</p>}
        {wide ? (
          <CardGrid cards={cards} />
        ) : (
          <Suspense fallback={<div css={css`min-height: 24rem;`} aria-busy="true" />}>
            <ServicesCarousel cards={cards} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
