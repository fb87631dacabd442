import { css } from '@emotion/react';
import { Picture } from '@bookcraft/shared/ui';
import { errorText, mutedText } from '../ui/styles';
import { article, cover } from './articleStyles';
import type { PreviewState } from './usePreview';

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const frame = css`
  border: 1px solid #d6d3d1;
  border-radius: 8px;
  overflow: hidden;
  /* Beside the form (wide screens), it stays in view while the form scrolls. */
  @media (min-width: 1100px) { position: sticky; top: 1rem; max-height: calc(100vh - 2rem); overflow-y: auto; }
  h2.preview-title { margin: 0; padding: 0.5rem 1rem; font-size: 0.95rem; background: #eef0f3; }
`;

interface PostPreviewProps {
  title: string;
  image: string;
  /** When the post was (or would be) published: the article's date line. */
  date: Date;
  preview: PreviewState;
}

/** The post as its page will read: the title, the date, the cover and the server's rendering of the body. */
export function PostPreview({ title, image, date, preview }: PostPreviewProps) {
  return (
    <section css={frame} aria-labelledby="post-preview-title">
      <h2 id="post-preview-title" className="preview-title">
        Preview
      </h2>
      {/* Only a failure is announced: a line read out at every pause in the typing would drown the writing. */}
      <p role="status" css={[errorText, css`margin: 0.25rem 1rem;`]}>
        {preview.state === 'failed' ? 'Could not update the preview. It shows the last version the server rendered.' : ''}
      </p>
      <article css={article} aria-busy={preview.state === 'loading'}>
        <h1>{title || 'Untitled post'}</h1>
        <time dateTime={date.toISOString().slice(0, 10)}>{day.format(date)}</time>
        {image && <Picture image={{ name: image, alt: '' }} width={720} height={450} css={cover} />}
        {preview.state === 'empty' ? (
          <p css={mutedText}>The body shows here as you write it.</p>
        ) : (
          // The only HTML the console puts in the page: the preview's answer, which the server rendered from
          // Markdown and sanitised with its allow-list (no script, event handler, style or javascript: URL).
          <div dangerouslySetInnerHTML={{ __html: preview.html }} />
        )}
      </article>
    </section>
  );
}
