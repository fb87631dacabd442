import { css } from '@emotion/react';

export const colors = { ink: '#1f2937', navy: '#12263a', accent: '#b45309', accentDark: '#92400e', surface: '#f8f5f0', white: '#ffffff' };

export const container = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1.25rem;
`;

export const primaryButton = css`
  display: inline-block;
  padding: 0.8rem 1.6rem;
  border: 0;
  border-radius: 6px;
  background: ${colors.accent};
  color: ${colors.white};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${colors.accentDark}; }
`;
