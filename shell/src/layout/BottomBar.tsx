import { css } from '@emotion/react';
import { emit, getRuntimeConfig, telHref } from '@bookcraft/shared';
import { colors, LARGE_SCREEN } from '@bookcraft/shared/theme';

const bar = css`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 40;
  display: grid;
  grid-template-columns: 1fr 1fr;
  background: ${colors.navy};
  ${LARGE_SCREEN} { display: none; }
  a, button {
    padding: 1rem;
    text-align: center;
    font: inherit;
    font-weight: 700;
    color: ${colors.white};
    text-decoration: none;
    border: 0;
    background: none;
    cursor: pointer;
  }
  button { background: ${colors.accent}; }
`;

/** Small screens only (SPEC §2.4): Call Now and a Signup button that opens the form popup. */
export function BottomBar() {
  const { phone } = getRuntimeConfig();
  return (
    <nav css={bar} aria-label="Quick contact">
      <a href={telHref(phone)}>Call Now</a>
      <button type="button" onClick={() => emit('openFormPopup', {})}>
        Signup
      </button>
    </nav>
  );
}
