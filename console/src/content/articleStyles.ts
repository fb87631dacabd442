import { css } from '@emotion/react';
import { colors } from '@bookcraft/shared/theme';

// The typography of the site's article page (remote-pages/src/blog/BlogPostPage.tsx), so the preview
// reads as the page will; the console cannot import a remote's code, so the few rules are kept here.
export const article = css`
  max-width: 46rem;
  padding: 1rem 1.25rem 2rem;
  background: ${colors.white};
  color: ${colors.ink};
  font-family: system-ui, sans-serif;
  line-height: 1.6;
  h1 { font-size: clamp(1.8rem, 4vw, 2.6rem); color: ${colors.navy}; margin: 1rem 0 0.5rem; line-height: 1.2; }
  h2 { font-size: clamp(1.5rem, 3.2vw, 2.1rem); color: ${colors.navy}; margin: 2rem 0 0.75rem; line-height: 1.25; }
  h3, h4 { color: ${colors.navy}; margin: 1.5rem 0 0.5rem; }
  time { color: ${colors.muted}; }
  p, li { font-size: 1.1rem; }
  a { color: ${colors.accentDark}; }
  img { max-width: 100%; height: auto; }
  blockquote { margin: 1rem 0; padding-left: 1rem; border-left: 4px solid ${colors.accent}; color: ${colors.muted}; }
  pre { overflow-x: auto; padding: 0.75rem; background: ${colors.surface}; }
`;

/** The cover as the page shows it: as wide as the article, 8:5, rounded. */
export const cover = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 8 / 5;
  object-fit: cover;
  margin: 1.5rem 0;
  border-radius: 12px;
`;

/** An editor's form and its preview side by side where there is room; the preview under the form on narrow screens. */
export const beside = css`
  display: grid;
  gap: 1.5rem;
  @media (min-width: 1100px) { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
`;
