import { css } from '@emotion/react';
import { colors, primaryButton } from '@bookcraft/shared/theme';

export { colors };


export const section = css`
  padding: 3rem 1.25rem;
  h2 { font-size: clamp(1.5rem, 3.5vw, 2.25rem); color: ${colors.navy}; margin: 0 0 1rem; text-align: center; }
`;

export const inner = css`
  max-width: 72rem;
  margin: 0 auto;
`;

export const button = primaryButton;

export const outlineButton = css`
  ${button};
  background: transparent;
  border: 2px solid currentColor;
  &:hover { background: rgb(255 255 255 / 0.12); }
`;
