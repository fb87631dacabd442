import { useRef } from 'react';
import { css } from '@emotion/react';
import { Picture } from '@bookcraft/shared/ui';
import type { LandingBlock } from '../content/types';
import { colors, inner, section } from './styles';

type Books = Extract<LandingBlock, { kind: 'bestsellers' }>['books'];

const track = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(10rem, 13rem);
  gap: 1rem;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  padding: 0 0 1rem;
  margin: 0;
  list-style: none;
  li { scroll-snap-align: start; }
  img { border-radius: 6px; aspect-ratio: 2 / 3; }
  @media (prefers-reduced-motion: no-preference) { scroll-behavior: smooth; }
`;

const arrow = css`
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${colors.navy};
  border-radius: 50%;
  background: ${colors.white};
  color: ${colors.navy};
  font-size: 1.25rem;
  cursor: pointer;
`;

/** A slider the visitor moves (never on its own), by buttons, swipe or keyboard. */
export function Bestsellers({ title, books }: { title: string; books: Books }) {
  const list = useRef<HTMLUListElement>(null);
  const move = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth * 0.8 });
  return (
    <section css={section} aria-roledescription="carousel" aria-label={title}>
      <div css={inner}>
        <h2>{title}</h2>
        <div css={css`display: flex; justify-content: flex-end; gap: 0.5rem; margin-bottom: 0.75rem;`}>
          <button type="button" css={arrow} aria-label="Previous books" onClick={() => move(-1)}>
            ‹
          </button>
          <button type="button" css={arrow} aria-label="Next books" onClick={() => move(1)}>
            ›
          </button>
        </div>
        <ul ref={list} css={track} tabIndex={0} aria-label="Bestsellers">
          {books.map((book) => (
            <li key={book.title}>
              <Picture image={book.image} width={320} height={480} sources={[]} fallback="Mobile480" fullWidth />
              <p css={css`margin: 0.5rem 0 0; font-weight: 700;`}>{book.title}</p>
              <p css={css`margin: 0; color: ${colors.muted};`}>{book.author}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
