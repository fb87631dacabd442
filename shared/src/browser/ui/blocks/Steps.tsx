/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { TitledText } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';
import { gridList } from './gridList';
import { TitledTextList } from './TitledTextList';

const numberedCards = css`
  ${gridList('14rem', '1.25rem')};
  counter-reset: step;
  li {
    counter-increment: step;
    padding: 1.25rem;
    border-top: 4px solid ${colors.accent};
    background: ${colors.white};
    border-radius: 0 0 12px 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
  }
  li::before {
    content: counter(step, decimal-leading-zero);
    display: block;
    font-weight: 700;
    color: ${colors.accentDark};
  }
  h3 { margin: 0.25rem 0 0.5rem; font-size: 1.15rem; color: ${colors.navy}; }
  p { margin: 0; }
`;

/** A process in order: an ordered list, each step a small heading and a sentence. */
export function Steps({ steps, label }: { steps: readonly TitledText[]; label: string }) {
  return <TitledTextList items={steps} label={label} ordered css={numberedCards} />;
}
