import { css } from '@emotion/react';

export const colors = { ink: '#1f2937', muted: '#4b5563', navy: '#12263a', navyLight: '#284b6e', accent: '#b45309', accentDark: '#92400e', surface: '#f8f5f0', white: '#ffffff' };

export const section = css`
  padding: 3rem 1.25rem;
  h2 { font-size: clamp(1.5rem, 3.5vw, 2.25rem); color: ${colors.navy}; margin: 0 0 1rem; text-align: center; }
`;

export const inner = css`
  max-width: 72rem;
  margin: 0 auto;
`;

export const button = css`
  display: inline-block;
  padding: 0.9rem 1.6rem;
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

export const outlineButton = css`
  ${button};
  background: transparent;
  border: 2px solid currentColor;
  &:hover { background: rgb(255 255 255 / 0.12); }
`;
