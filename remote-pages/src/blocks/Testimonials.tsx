import { css } from '@emotion/react';
import type { Testimonial } from '../content/types';
import { colors } from './styles';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1.5rem;
  padding: 0;
  margin: 0;
  list-style: none;
  figure { margin: 0; height: 100%; padding: 1.5rem; border-radius: 12px; background: ${colors.white}; border-left: 4px solid ${colors.accent}; }
  blockquote { margin: 0 0 1rem; font-size: 1.05rem; }
  figcaption { color: ${colors.muted}; }
  cite { font-style: italic; }
`;

/** What authors say, each quote with its author and book. */
export function Testimonials({ quotes }: { quotes: readonly Testimonial[] }) {
  return (
    <ul css={list} aria-label="Testimonials">
      {quotes.map((item) => (
        <li key={item.author}>
          <figure>
            <blockquote>“{item.quote}”</blockquote>
            <figcaption>
              {item.author}, author of <cite>{item.book}</cite>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
