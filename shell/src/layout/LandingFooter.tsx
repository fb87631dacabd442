import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { colors } from '@bookcraft/shared/theme';

const footer = css`
  padding: 1.5rem 1.25rem;
  background: ${colors.navy};
  color: ${colors.white};
  text-align: center;
  a { color: ${colors.white}; margin: 0 0.75rem; }
`;

/** Landing footer (requirements §2.4): terms and privacy links and the copyright line, and the help center, which every page links to. */
export function LandingFooter() {
  return (
    <footer css={footer}>
      <nav aria-label="Footer">
        <Link to="/help">Help center</Link>
        <Link to="/terms">Terms and Conditions</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </nav>
      <p>© {new Date().getFullYear()} Book Craft. All rights reserved.</p>
    </footer>
  );
}
