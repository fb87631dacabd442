import { css } from '@emotion/react';
import { colors, primaryButton } from '@bookcraft/shared/theme';

export { colors, primaryButton };

export const container = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 1.25rem;
`;

export const section = css`
  padding: 3rem 0;
  h2 { font-size: clamp(1.5rem, 3.2vw, 2.1rem); color: ${colors.navy}; margin: 0 0 1rem; }
  h3 { color: ${colors.navy}; }
`;

export const tintedSection = css`
  ${section};
  background: ${colors.surface};
`;

/** A section's opening paragraph, a little larger than body copy. */
export const intro = css`
  max-width: 46rem;
  font-size: 1.125rem;
  margin: 0 0 1.5rem;
`;

export const cardGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: 1.5rem;
  padding: 0;
  margin: 0;
  list-style: none;
`;

export const card = css`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid #e5e7eb;
  border-radius: 12px;
  overflow: hidden;
  background: ${colors.white};
  h3 { margin: 0 0 0.5rem; font-size: 1.2rem; }
  p { margin: 0 0 1rem; }
`;

export const cardBody = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: 1.25rem;
`;

/** An image that keeps its box while it loads (width and height are set on the element). */
export const fluidImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
`;

/** A secondary action beside a primary button, on a light background. */
export const outlineButton = css`
  ${primaryButton};
  background: transparent;
  color: ${colors.accentDark};
  border: 2px solid currentColor;
  &:hover:not(:disabled) { background: ${colors.surface}; }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** Buttons and links in a centered row that wraps, closing a dark band. */
export const centeredActions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 1rem 1.5rem;
`;
