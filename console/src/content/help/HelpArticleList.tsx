import { css } from '@emotion/react';
import { mutedText, tableCaption } from '../../ui/styles';
import { WritingTable } from '../WritingTable';
import { articlesByCategory } from './articlesByCategory';
import { helpStateLabel } from './helpArticleDraft';
import type { HelpArticleSummary } from './helpArticlesApi';

const tables = css`
  display: grid;
  gap: 1.25rem;
`;

interface HelpArticleListProps {
  articles: HelpArticleSummary[];
  onOpen: (id: string) => void;
}

/** Every article by category, in the order /help lists them, newest change first, with its state; a title opens it in the editor. */
export function HelpArticleList({ articles, onOpen }: HelpArticleListProps) {
  if (articles.length === 0) return <p css={mutedText}>No articles yet. Start one with New article.</p>;
  const newestFirst = [...articles].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    <div css={tables}>
      {articlesByCategory(newestFirst).map(({ category, articles: inCategory }) => (
        <WritingTable key={category} caption={category} captionCss={tableCaption} items={inCategory} stateOf={helpStateLabel} onOpen={onOpen} />
      ))}
    </div>
  );
}
