import { css } from '@emotion/react';
import { primaryButton } from './styles';

/** What a page shows when the API it reads fails: what happened and a retry. */
export function LoadFailed({ title, text, onRetry, heading = 'h2' }: { title: string; text: string; onRetry: () => void; heading?: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <div role="alert" css={css`padding: 2rem 0; min-height: 40vh;`}>
      <Heading>{title}</Heading>
      <p>{text}</p>
      <button type="button" css={primaryButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
