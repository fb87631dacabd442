import { css } from '@emotion/react';
import { useLocation } from '@bookcraft/shared/router';
import { emit, getRuntimeConfig, telHref } from '@bookcraft/shared';
import { colors, LARGE_SCREEN } from '@bookcraft/shared/theme';
import { formTypeForPath } from '../routes/formTypeForPath';

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

/** Small screens only (requirements §2.4): Call Now and a Signup button that opens the form popup of the page's form type. */
export function BottomBar() {
  const { phone } = getRuntimeConfig();
  const formType = formTypeForPath(useLocation().pathname);
  return (
    <nav css={bar} aria-label="Quick contact">
      <a href={telHref(phone)}>Call{'\u00A0'}Now</a>
      <button type="button" onClick={() => emit('openFormPopup', { formType })}>
        Signup
      </button>
    </nav>
  );
}
