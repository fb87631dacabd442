import { css, Global } from '@emotion/react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
// Swiper's types describe its stylesheets as side-effect imports; the build hands them over as text.
// @ts-expect-error CSS text as the default export
import swiperCss from 'swiper/css';
// @ts-expect-error CSS text as the default export
import navigationCss from 'swiper/css/navigation';
// @ts-expect-error CSS text as the default export
import paginationCss from 'swiper/css/pagination';
import { CAROUSEL, type ServiceCard } from '@bookcraft/shared';
import { ServiceCardView } from './ServiceCardView';

const carousel = css`
  padding-bottom: 2.5rem;
  --swiper-theme-color: #92400e;
  .swiper-slide { height: auto; }
  /* Dots a thumb can hit: 14 px, 30 px apart centre to centre (WCAG target size). */
  --swiper-pagination-bullet-size: 14px;
  --swiper-pagination-bullet-horizontal-gap: 8px;
  .swiper-button-prev, .swiper-button-next { top: auto; bottom: 0; width: 2.75rem; height: 2.75rem; }
  /* The dots' row spans the carousel's width, above the arrows: only the dots themselves take taps. */
  .swiper-pagination { pointer-events: none; }
  .swiper-pagination-bullet { pointer-events: auto; }
`;

/**
 * Small screens: the cards in a Swiper carousel (requirements §9: 1 card, 2 from
 * 640 px, 3 from 780 px, 16 px apart, clickable pagination, previous and
 * next). It never moves on its own. Loaded only where it is shown.
 */
export default function ServicesCarousel({ cards }: { cards: ServiceCard[] }) {
  return (
    <div css={carousel}>
      <Global styles={[swiperCss, navigationCss, paginationCss] as string[]} />
      <Swiper
        modules={[Navigation, Pagination, A11y, Keyboard]}
        slidesPerView={CAROUSEL.slidesPerView}
        spaceBetween={CAROUSEL.spaceBetweenPx}
        breakpoints={Object.fromEntries(Object.entries(CAROUSEL.breakpoints).map(([width, slidesPerView]) => [width, { slidesPerView }]))}
        navigation
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: 'Previous service', nextSlideMessage: 'Next service' }}
        tag="section"
        aria-roledescription="carousel"
        aria-label="Services"
      >
        {cards.map((card, index) => (
          <SwiperSlide key={card.title}>
            <ServiceCardView card={card} number={index + 1} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
