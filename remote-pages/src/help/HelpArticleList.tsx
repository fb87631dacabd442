import { css } from '@emotion/react';
import { helpArticleAddress } from '@bookcraft/shared';
import { Link } from '@bookcraft/shared/router';
import { colors } from '../blocks/styles';
import type { HelpArticleSummary } from './helpApi';

const list = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  gap: 1rem;
  padding: 0;
  margin: 0 0 2.5rem;
  list-style: none;
`;

// The title's link covers the whole card, so the card is one click target and one tab stop.
const item = css`
  position: relative;
  height: 100%;
  padding: 1rem 1.25rem;
  border: 1px solid #e5e7eb;
  border-radius: 10px;
  background: ${colors.white};
  h3 { margin: 0 0 0.4rem; font-size: 1.1rem; }
  h3 a { color: ${colors.navy}; text-decoration: none; }
  h3 a::after { content: ''; position: absolute; inset: 0; border-radius: 10px; }
  h3 a:hover { text-decoration: underline; }
  p { margin: 0; color: ${colors.muted}; }
`;

/** Articles as /help lists them: each its question, linking to its page, and its short answer. */
export function HelpArticleList({ articles, label }: { articles: readonly HelpArticleSummary[]; label?: string }) {
  return (
    <ul css={list} aria-label={label}>
      {articles.map((article) => (
        <li key={article.slug} css={item}>
          <h3>
            <Link to={helpArticleAddress(article.slug)}>{article.title}</Link>
          </h3>
          <p>{article.shortAnswer}</p>
        </li>
      ))}
    </ul>
  );
}
