/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { TitledText } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';
import { gridList } from './gridList';
import { TitledTextList } from './TitledTextList';

const checkedHeadings = css`
  ${gridList('15rem', '1.5rem')};
  h3 { margin: 0 0 0.4rem; font-size: 1.2rem; color: ${colors.navy}; }
  h3::before { content: '✓'; margin-right: 0.5rem; color: ${colors.accentDark}; }
  p { margin: 0; }
`;

/** Promises, values or reasons: a small heading and a sentence each. */
export function Points({ points, label }: { points: readonly TitledText[]; label: string }) {
  return <TitledTextList items={points} label={label} css={checkedHeadings} />;
}
