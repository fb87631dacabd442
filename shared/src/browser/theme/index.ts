import { css } from '@emotion/react';

export { FONT_FAMILIES } from '../../contract/webFonts';

/**
 * The site's look, shared so the shell and every remote agree. Colours are
 * chosen for WCAG AA contrast on white (accent 5.0:1, muted 7.4:1) and white
 * on navy. A separate entry (@bookcraft/shared/theme) keeps emotion out of
 * what the server imports.
 */
export const colors = {
  ink: '#1f2937',
  muted: '#4b5563',
  border: '#6b7280',
  navy: '#12263a',
  navyLight: '#284b6e',
  accent: '#b45309',
  accentDark: '#92400e',
  surface: '#f8f5f0',
  focus: '#2563eb',
  error: '#b91c1c',
  white: '#ffffff',
};

/** A phone's width, for a script that asks (matchMedia); SMALL_SCREEN is the same for styles. */
export const SMALL_SCREEN_QUERY = '(max-width: 767px)';
export const SMALL_SCREEN = `@media ${SMALL_SCREEN_QUERY}`;
export const LARGE_SCREEN = '@media (min-width: 768px)';

export const primaryButton = css`
  display: inline-block;
  padding: 0.85rem 1.6rem;
  border: 0;
  border-radius: 6px;
  background: ${colors.accent};
  color: ${colors.white};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${colors.accentDark}; }
`;

/** Read by screen readers, not drawn: a status line, a label, a chart's table, a count's unit. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
