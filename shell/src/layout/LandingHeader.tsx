import { css } from '@emotion/react';
import { getRuntimeConfig, telHref, unbreakablePhone } from '@bookcraft/shared';
import { colors, SMALL_SCREEN } from '@bookcraft/shared/theme';
import { Logo } from './Logo';

// Fixed row heights and no wrapping: the header keeps its height while the web fonts swap in.
const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  height: 3.5rem;
  padding: 0 1.25rem;
  ${SMALL_SCREEN} {
    flex-direction: column;
    align-items: flex-start;
    justify-content: center;
    gap: 0.15rem;
    height: 5rem;
  }
  background: ${colors.navy};
  color: ${colors.white};
  a { color: ${colors.white}; }
`;

const contacts = css`
  display: flex;
  gap: 1.25rem;
  font-weight: 600;
  white-space: nowrap;
  line-height: 1.5rem;
  ${SMALL_SCREEN} { font-size: 0.875rem; gap: 0.75rem; max-width: 100%; overflow: hidden; }
`;

/** Landing header (requirements §2.4): logo, e-mail link and phone link. */
export function LandingHeader() {
  const { phone, email } = getRuntimeConfig();
  return (
    <header css={header}>
      <Logo light />
      <div css={contacts}>
        <a href={`mailto:${email}`}>{email}</a>
        <a href={telHref(phone)}>{unbreakablePhone(phone)}</a>
      </div>
    </header>
  );
}
