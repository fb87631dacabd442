import { css } from '@emotion/react';
import type { Stat } from '../content/types';
import { colors } from './styles';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  padding: 0;
  margin: 0 0 1rem;
  list-style: none;
  li {
    padding: 1.25rem 1rem;
    border-radius: 12px;
    background: ${colors.navy};
    color: ${colors.white};
    text-align: center;
  }
  strong { display: block; font-family: Merriweather, Georgia, serif; font-size: 2rem; line-height: 1.2; }
`;

/** Figures of requirements §9, each a value over what it counts. */
export function Stats({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <ul css={list} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> {stat.label}
        </li>
      ))}
    </ul>
  );
}
