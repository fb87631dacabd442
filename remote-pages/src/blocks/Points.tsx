import { css } from '@emotion/react';
import type { Point } from '../content/types';
import { colors } from './styles';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1.5rem;
  padding: 0;
  margin: 0;
  list-style: none;
  h3 { margin: 0 0 0.4rem; font-size: 1.2rem; color: ${colors.navy}; }
  h3::before { content: '✓'; margin-right: 0.5rem; color: ${colors.accentDark}; }
  p { margin: 0; }
`;

/** Promises, values or reasons: a small heading and a sentence each. */
export function Points({ points, label }: { points: readonly Point[]; label: string }) {
  return (
    <ul css={list} aria-label={label}>
      {points.map((point) => (
        <li key={point.title}>
          <h3>{point.title}</h3>
          <p>{point.text}</p>
        </li>
      ))}
    </ul>
  );
}
