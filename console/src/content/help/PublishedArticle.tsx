import type { RefObject } from 'react';
import { css } from '@emotion/react';
import { useRemoteData } from '@bookcraft/shared/ui';
import { visuallyHidden } from '@bookcraft/shared/theme';
import { LoadState } from '../../ui/LoadState';
import { button, card, mutedText, panelHeader } from '../../ui/styles';
import { article } from '../articleStyles';
import { fetchPublishedHelpArticle, type HelpArticleSummary } from './helpArticlesApi';

const lead = css`
  font-weight: 600;
`;

interface PublishedArticleProps {
  summary: HelpArticleSummary;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onBack: () => void;
}

/** One published article as the site's page shows it: its short answer, its body, the pages that say the same. */
export function PublishedArticle({ summary, headingRef, onBack }: PublishedArticleProps) {
  // The page's own answer: the body rendered and sanitised by the server, as visitors read it.
  const [result, reload] = useRemoteData(`help page ${summary.slug}`, (signal) => fetchPublishedHelpArticle(summary.slug, signal));
  const address = `/help/${summary.slug}`;
  return (
    <section css={card} aria-labelledby="help-article-title">
      <div css={panelHeader}>
        <h2 id="help-article-title" ref={headingRef} tabIndex={-1}>
          {summary.title}
        </h2>
        <button type="button" css={button} onClick={onBack}>
          Back to all articles
        </button>
      </div>
      <p css={mutedText}>
        {summary.category} ·{' '}
        <a href={address} target="_blank" rel="noopener noreferrer">
          {address}
          <span css={visuallyHidden}> (opens in a new tab)</span>
        </a>
      </p>
      <h3>Short answer</h3>
      <p css={lead}>{summary.shortAnswer}</p>
      <h3>The whole answer</h3>
      <LoadState result={result} what="the article" retry={reload}>
        {(page) => (
          <>
            {/* The server rendered this HTML from the article's Markdown and sanitised it with the blog's allow-list. */}
            <div css={article} dangerouslySetInnerHTML={{ __html: page.html }} />
            {page.relatedPaths.length > 0 && (
              <>
                <h3>Related pages</h3>
                <ul>
                  {page.relatedPaths.map((path) => (
                    <li key={path}>
                      <a href={path} target="_blank" rel="noopener noreferrer">
                        {path}
                        <span css={visuallyHidden}> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
