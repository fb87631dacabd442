import { css } from '@emotion/react';
import { getRuntimeConfig, telHref } from '@bookcraft/shared';
import { colors, SMALL_SCREEN } from '../theme';
import { Logo } from './Logo';

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
  padding: 0.75rem 1.25rem;
  background: ${colors.navy};
  color: ${colors.white};
  a { color: ${colors.white}; }
`;

const contacts = css`
  display: flex;
  gap: 1.25rem;
  font-weight: 600;
  ${SMALL_SCREEN} { font-size: 0.9rem; gap: 0.75rem; }
`;

/** Landing header (SPEC §2.4): logo, e-mail link and phone link. */
export function LandingHeader() {
  const { phone, email } = getRuntimeConfig();
  return (
    <header css={header}>
      <Logo light />
      <div css={contacts}>
        <a href={`mailto:${email}`}>{email}</a>
        <a href={telHref(phone)}>{phone}</a>
      </div>
    </header>
  );
}
