import { css } from '@emotion/react';
import { useLocation } from '@bookcraft/shared/router';
import { getRuntimeConfig, popupLink, telHref } from '@bookcraft/shared';
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
  a {
    padding: 1rem;
    text-align: center;
    font-weight: 700;
    color: ${colors.white};
    text-decoration: none;
  }
  /* Signup */
  a + a { background: ${colors.accent}; }
`;

/**
 * Small screens only (requirements §2.4): Call Now and Signup, which opens the form popup of the page's form type;
 * without scripts Signup is a link to that form type's contact page.
 */
export function BottomBar() {
  const { phone } = getRuntimeConfig();
  const formType = formTypeForPath(useLocation().pathname);
  return (
    <nav css={bar} aria-label="Quick contact">
      <a href={telHref(phone)}>Call{'\u00A0'}Now</a>
      <a {...popupLink(formType)}>Signup</a>
    </nav>
  );
}
