import { Picture } from '@bookcraft/shared/ui';
import { ArticlePreview } from './ArticlePreview';
import { cover } from './articleStyles';
import type { PreviewState } from './usePreview';

const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

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
    <ArticlePreview preview={preview}>
      <h1>{title || 'Untitled post'}</h1>
      <time dateTime={date.toISOString().slice(0, 10)}>{day.format(date)}</time>
      {image && <Picture image={{ name: image, alt: '' }} width={720} height={450} css={cover} />}
    </ArticlePreview>
  );
}
