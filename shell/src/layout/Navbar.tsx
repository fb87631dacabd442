import { useEffect, useRef, useState, type MouseEvent } from 'react';
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

/**
 * On a small screen the links are a popover the menu buttons open and close natively, so the menu works from the
 * first paint, before any script (and Escape or a tap outside closes it). Browsers without popovers (Safari before
 * 17) open it with `data-open` once the page is live. On a large screen the links are always in the bar.
 */
const panel = css`
  ${SMALL_SCREEN} {
    display: none;
    position: fixed;
    inset: 0;
    width: 100%;
    max-width: none;
    height: 100%;
    max-height: none;
    margin: 0;
    border: 0;
    padding: 1.25rem;
    background: ${colors.white};
    color: ${colors.ink};
    overflow-y: auto;
    &[data-open='true'] { display: block; }
  }
  /* A rule of its own: a browser without popovers drops a rule whose selector it does not know. */
  ${SMALL_SCREEN} {
    &:popover-open { display: block; }
  }
  ${LARGE_SCREEN} {
    display: block;
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    border: 0;
    padding: 0;
    background: none;
    color: inherit;
    overflow: visible;
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

const supportsPopover = () => typeof HTMLElement.prototype.showPopover === 'function';

/** The fixed navigation bar of requirements §2.4. */
export function Navbar() {
  const scrolled = useScrolled();
  const menu = useRef<HTMLDivElement>(null);
  // Known only in the browser, once live: the server paints the popover, which every current browser opens natively.
  const [withoutPopover, setWithoutPopover] = useState(false);
  const [openWithoutPopover, setOpenWithoutPopover] = useState(false);
  useEffect(() => setWithoutPopover(!supportsPopover()), []);

  const closeOnLinkClick = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('a')) return;
    if (withoutPopover) setOpenWithoutPopover(false);
    else if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  };
  const setOpen = (open: boolean) => withoutPopover && setOpenWithoutPopover(open);

  return (
    <header css={bar} data-compact={scrolled}>
      <nav css={nav} aria-label="Main">
        <Logo />
        <button type="button" css={menuButton} popoverTarget="main-menu" popoverTargetAction="show" aria-expanded={withoutPopover ? openWithoutPopover : undefined} onClick={() => setOpen(true)}>
          Open menu
        </button>
        <div ref={menu} id="main-menu" popover="auto" css={panel} data-open={openWithoutPopover} onClick={closeOnLinkClick}>
          <button type="button" css={menuButton} popoverTarget="main-menu" popoverTargetAction="hide" onClick={() => setOpen(false)}>
            Close menu
          </button>
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
