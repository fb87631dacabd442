import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { colors } from '@bookcraft/shared/theme';

const logo = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  color: ${colors.navy};
  font-weight: 800;
  font-size: 1.25rem;
  text-decoration: none;
  letter-spacing: 0.01em;
`;

/** The company mark: an open book drawn inline (no request) and the name. */
export function Logo({ light = false }: { light?: boolean }) {
  return (
    <Link to="/" css={[logo, light && css`color: ${colors.white};`]} aria-label="Book Craft, home">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M2 7c5-2 10-1 14 2v18c-4-3-9-4-14-2z" fill={colors.accent} />
        <path d="M30 7c-5-2-10-1-14 2v18c4-3 9-4 14-2z" fill={light ? colors.white : colors.navy} />
      </svg>
      <span>Book Craft</span>
    </Link>
  );
}
