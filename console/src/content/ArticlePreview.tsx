import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { errorText, mutedText } from '../ui/styles';
import { article } from './articleStyles';
import type { PreviewState } from './usePreview';

const frame = css`
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  overflow: hidden;
  /* Beside the form (wide screens), it stays in view while the form scrolls. */
  @media (min-width: 1100px) { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; }
  h2.preview-title { margin: 0; padding: 0.5rem 1rem; font-size: 0.95rem; background: #eef0f3; }
`;

interface ArticlePreviewProps {
  preview: PreviewState;
  /** What the page shows above the body: a post's title, date and cover; an article's title and short answer. */
  children: ReactNode;
}

/** A page as it will read, its body the server's rendering of the Markdown (a blog post's, a help article's). */
export function ArticlePreview({ preview, children }: ArticlePreviewProps) {
  return (
    <section css={frame} aria-labelledby="article-preview-title">
      <h2 id="article-preview-title" className="preview-title">
        Preview
      </h2>
      {/* Only a failure is announced: a line read out at every pause in the typing would drown the writing. */}
      <p role="status" css={[errorText, css`margin: 0.25rem 1rem;`]}>
        {preview.state === 'failed' ? 'Could not update the preview. It shows the last version the server rendered.' : ''}
      </p>
      <article css={article} aria-busy={preview.state === 'loading'}>
        {children}
        {preview.state === 'empty' ? (
          <p css={mutedText}>The body shows here as you write it.</p>
        ) : (
          // The only HTML the editors put in the page: the preview's answer, which the server rendered from
          // Markdown and sanitised with its allow-list (no script, event handler, style or javascript: URL).
          <div dangerouslySetInnerHTML={{ __html: preview.html }} />
        )}
      </article>
    </section>
  );
}
