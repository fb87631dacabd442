import { css } from '@emotion/react';
import { Link } from '@bookcraft/shared/router';
import { getRuntimeConfig, SERVICE_PAGES, telHref, unbreakablePhone } from '@bookcraft/shared';
import { colors } from '@bookcraft/shared/theme';

const footer = css`
  background: ${colors.navy};
  color: ${colors.white};
  padding: 3rem 1.25rem 1.5rem;
  a { color: ${colors.white}; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin: 0.35rem 0; }
`;

const columns = css`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  max-width: 72rem;
  margin: 0 auto;
`;

/** The site footer for every page outside the landing layout. */
export function DefaultFooter() {
  const { phone, email } = getRuntimeConfig();
  return (
    <footer css={footer}>
      <div css={columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">Book Craft</h2>
          <p>Ghostwriting, editing, covers, publishing and marketing for authors who keep 100% of their royalties.</p>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {SERVICE_PAGES.map((service) => (
              <li key={service.path}>
                <Link to={service.path}>{service.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li><Link to="/about-us">About Us</Link></li>
            <li><Link to="/blogs">Blog</Link></li>
            <li><Link to="/help">Help center</Link></li>
            <li><Link to="/contact">Contact Us</Link></li>
            <li><Link to="/terms">Terms and Conditions</Link></li>
            <li><Link to="/privacy">Privacy Policy</Link></li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Talk to us</h2>
          <p>
            <a href={telHref(phone)}>{unbreakablePhone(phone)}</a>
            <br />
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        </section>
      </div>
      <p css={css`text-align: center; margin-top: 2rem;`}>© {new Date().getFullYear()} Book Craft. All rights reserved.</p>
    </footer>
  );
}
