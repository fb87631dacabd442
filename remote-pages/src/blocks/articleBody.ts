import { css } from '@emotion/react';
import { colors } from './styles';

/** The article's own markup (from Markdown): headings, lists, quotes, code, links and images that fit the column. */
export const articleBody = css`
  overflow-wrap: break-word;
  h2 { font-size: 1.6rem; color: ${colors.navy}; margin: 2.25rem 0 0.75rem; }
  h3 { font-size: 1.3rem; color: ${colors.navy}; margin: 1.75rem 0 0.5rem; }
  h4, h5, h6 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
  ul, ol { font-size: 1.1rem; padding-left: 1.5rem; }
  li + li { margin-top: 0.35rem; }
  a { text-decoration: underline; text-underline-offset: 2px; }
  img { display: block; max-width: 100%; height: auto; margin: 1.5rem 0; border-radius: 8px; }
  blockquote { margin: 1.5rem 0; padding: 0.25rem 0 0.25rem 1.25rem; border-left: 4px solid ${colors.navy}; color: ${colors.muted}; }
  pre { overflow-x: auto; padding: 1rem; border-radius: 6px; background: #f4f5f7; }
  code { font-size: 0.95em; }
  hr { margin: 2rem 0; border: 0; border-top: 1px solid #dde1e6; }
  table { border-collapse: collapse; display: block; overflow-x: auto; }
  th, td { padding: 0.4rem 0.75rem; border: 1px solid #dde1e6; text-align: left; }
`;
