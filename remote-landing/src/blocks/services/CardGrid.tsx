import { css } from '@emotion/react';
import type { ServiceCard } from '@bookcraft/shared';
import { ServiceCardView } from './ServiceCardView';

const grid = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem;
  padding: 0;
  list-style: none;
  li { flex: 1 1 18rem; max-width: calc((100% - 2.5rem) / 3); }
`;

/** Larger screens: the cards wrap in a grid. */
export function CardGrid({ cards }: { cards: ServiceCard[] }) {
  return (
    <ul css={grid} aria-label="Services">
      {cards.map((card, index) => (
        <li key={card.title}>
          <ServiceCardView card={card} number={index + 1} />
        </li>
      ))}
    </ul>
  );
}
