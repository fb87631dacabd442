import { css } from '@emotion/react';
import { colors, inner, section } from './styles';

/** Where the books go on sale: six e-book and book retailers, as text marks (no third-party logo files). */
export const RETAILERS = ['Amazon Kindle', 'Apple Books', 'Barnes & Noble', 'Kobo', 'Google Play Books', 'IngramSpark'];

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 1rem;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    place-items: center;
    min-height: 4rem;
    padding: 0.5rem;
    border: 1px solid #d1d5db;
    border-radius: 8px;
    font-weight: 800;
    color: ${colors.navy};
    text-align: center;
  }
`;

export function Retailers({ title }: { title: string }) {
  return (
    <section css={section}>
      <div css={inner}>
        <h2>{title}</h2>
        <ul css={list} aria-label="Retailers">
          {RETAILERS.map((retailer) => (
            <li key={retailer}>{retailer}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
