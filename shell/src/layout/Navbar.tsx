import { useState, type MouseEvent } from 'react';
import { css } from '@emotion/react';
import { NavLink } from '@bookcraft/shared/router';
import { colors, LARGE_SCREEN, SMALL_SCREEN } from '@bookcraft/shared/theme';
import { Logo } from './Logo';
import { ServicesMenu } from './ServicesMenu';
import { navLink } from './navStyles';
import { useScrolled } from './useScrolled';

const bar = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  background: ${colors.white};
  transition: padding 0.2s ease, box-shadow 0.2s ease;
  padding: 1.25rem 1.25rem;
  &[data-compact='true'] {
    padding: 0.5rem 1.25rem;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.12);
  }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const nav = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  max-width: 72rem;
  margin: 0 auto;
`;

const menuButton = css`
  border: 1px solid ${colors.navy};
  border-radius: 6px;
  background: ${colors.white};
  padding: 0.4rem 0.8rem;
  font: inherit;
  color: ${colors.navy};
  cursor: pointer;
  ${LARGE_SCREEN} { display: none; }
`;

const panel = css`
  ${SMALL_SCREEN} {
    display: none;
    position: fixed;
    inset: 0;
    padding: 1.25rem;
    background: ${colors.white};
    overflow-y: auto;
    &[data-open='true'] { display: block; }
  }
`;

const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 1.25rem;
  align-items: center;
  ${SMALL_SCREEN} {
    flex-direction: column;
    align-items: flex-start;
    margin-top: 1rem;
    font-size: 1.125rem;
  }
`;

const contactButton = css`
  display: inline-block;
  padding: 0.55rem 1.1rem;
  border-radius: 6px;
  background: ${colors.accent};
  color: ${colors.white};
  text-decoration: none;
  font-weight: 700;
  &:hover { background: ${colors.accentDark}; }
`;

/** The fixed navigation bar of requirements §2.4. */
export function Navbar() {
  const scrolled = useScrolled();
  const [menuOpen, setMenuOpen] = useState(false);

  const closeOnLinkClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };

  return (
    <header css={bar} data-compact={scrolled}>
      <nav css={nav} aria-label="Main">
        <Logo />
        <button type="button" css={menuButton} aria-expanded={menuOpen} aria-controls="main-menu" onClick={() => setMenuOpen(true)}>
          Open menu
        </button>
        <div id="main-menu" css={panel} data-open={menuOpen} onClick={closeOnLinkClick}>
          {menuOpen && (
            <button type="button" css={menuButton} onClick={() => setMenuOpen(false)}>
              Close menu
            </button>
          )}
          <ul css={links}>
            <li>
              <NavLink to="/" css={navLink} end>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to="/about-us" css={navLink}>
                About Us
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            <li>
              <NavLink to="/blogs" css={navLink}>
                Blog
              </NavLink>
            </li>
            <li>
              <NavLink to="/contact" css={contactButton}>
                Contact Us
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
