import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

export const navLink = css`
  color: ${colors.ink};
  text-decoration: none;
  font-weight: 600;
  padding: 0.5rem 0.25rem;
  &.active { color: ${colors.accentDark}; }
  &:hover { color: ${colors.accentDark}; }
`;
