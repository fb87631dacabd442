/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Testimonial } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';
import { gridList } from './gridList';

const quoteCards = css`
  ${gridList('16rem', '1.5rem')};
  figure { margin: 0; height: 100%; padding: 1.5rem; border-radius: 12px; background: ${colors.white}; border-left: 4px solid ${colors.accent}; }
  blockquote { margin: 0 0 1rem; font-size: 1.05rem; }
  figcaption { color: ${colors.muted}; }
  cite { font-style: italic; }
`;

/** What authors say, each quote with its author and book. */
export function Testimonials({ quotes }: { quotes: readonly Testimonial[] }) {
  return (
    <ul css={quoteCards} aria-label="Testimonials">
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
