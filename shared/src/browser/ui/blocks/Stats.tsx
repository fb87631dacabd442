/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { Stat } from '@bookcraft/shared';
import { colors, FONT_FAMILIES } from '@bookcraft/shared/theme';
import { gridList } from './gridList';

const tiles = css`
  ${gridList('10rem', '1rem')};
  margin-bottom: 1rem;
  li {
    padding: 1.25rem 1rem;
    border-radius: 12px;
    background: ${colors.navy};
    color: ${colors.white};
    text-align: center;
  }
  strong { display: block; font-family: ${FONT_FAMILIES.heading}; font-size: 2rem; line-height: 1.2; }
`;

/** Figures of requirements §9, each a value over what it counts. */
export function Stats({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <ul css={tiles} aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> {stat.label}
        </li>
      ))}
    </ul>
  );
}
