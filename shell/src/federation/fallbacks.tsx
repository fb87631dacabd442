import { CONTACT_WORDING } from '@bookcraft/shared';
import { css } from '@emotion/react';
import { primaryButton } from '@bookcraft/shared/theme';

const notice = css`
  max-width: 40rem;
  margin: 6rem auto 4rem;
  padding: 0 1.25rem;
  text-align: center;
  min-height: 40vh;
`;

/** A page whose remote is down: a short notice and a retry button, never a blank screen. */
export function PageUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section css={notice} aria-labelledby="page-unavailable-title">
      <h1 id="page-unavailable-title">This page is taking a break</h1>
      <p>{CONTACT_WORDING.unavailable} Please try again in a moment.</p>
      <button type="button" css={[primaryButton, css`margin-top: 1rem;`]} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

export function PageLoading() {
  return (
    // A full screen tall, so the footer below starts out of view and the page arriving moves nothing visible.
    <p role="status" css={css`min-height: 100vh; padding: 6rem 1.25rem; text-align: center;`}>
      Loading
    </p>
  );
}

export const pageFallback = (retry: () => void) => <PageUnavailable onRetry={retry} />;
export const chatFallback = () => null;
