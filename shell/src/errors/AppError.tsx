import { css } from '@emotion/react';

/** Requirements §2.4, §8: the screen for an uncaught render error in the shell. */
export function AppError() {
  return (
    <main css={css`max-width: 40rem; margin: 0 auto; padding: 6rem 1.25rem; font-family: system-ui, sans-serif; text-align: center;`}>
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong on our side. Reloading the page usually helps.</p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
