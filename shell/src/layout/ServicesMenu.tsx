import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { css } from '@emotion/react';
import { Link, NavLink } from '@bookcraft/shared/router';
import { GHOSTWRITING_PAGES, SERVICE_PAGES } from '@bookcraft/shared';
import { colors, LARGE_SCREEN } from '@bookcraft/shared/theme';
import { navLink } from './navStyles';

const toggle = css`
  border: 0;
  background: none;
  padding: 0.25rem 0.4rem;
  font: inherit;
  color: inherit;
  cursor: pointer;
`;

const menu = css`
  list-style: none;
  margin: 0;
  padding: 0.5rem 0 0.5rem 1rem;
  ${LARGE_SCREEN} {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 16rem;
    padding: 0.5rem 0;
    background: ${colors.white};
    border-radius: 8px;
    box-shadow: 0 12px 32px rgb(0 0 0 / 0.15);
  }
  a {
    display: block;
    padding: 0.4rem 1rem;
    color: ${colors.ink};
    text-decoration: none;
  }
  a:hover { background: ${colors.surface}; }
`;

/** Services link with its dropdown of every service page and the ghostwriting sub-menu (requirements §2.4). */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const [ghostwritingOpen, setGhostwritingOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    setGhostwritingOpen(false);
  };

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('click', closeOnOutsideClick);
    return () => document.removeEventListener('click', closeOnOutsideClick);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      toggleButton.current?.focus();
    }
  };

  return (
    <div
      ref={container}
      css={css`position: relative;`}
      onKeyDown={onKeyDown}
      onMouseEnter={() => matchesHover() && setOpen(true)}
      onMouseLeave={() => matchesHover() && close()}
    >
      <NavLink to="/services" css={navLink} end>
        Services
      </NavLink>
      <button ref={toggleButton} type="button" css={toggle} aria-expanded={open} aria-controls="services-menu" aria-label="Services menu" onClick={() => (open ? close() : setOpen(true))}>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id="services-menu" css={menu} aria-label="Service pages">
          {SERVICE_PAGES.map((service) =>
            service.path === '/services/ghostwriting' ? (
              <li key={service.path}>
                <span css={css`display: flex; align-items: center;`}>
                  <Link to={service.path}>{service.label}</Link>
                  <button type="button" css={toggle} aria-expanded={ghostwritingOpen} aria-controls="ghostwriting-menu" aria-label="Ghostwriting menu" onClick={() => setGhostwritingOpen(!ghostwritingOpen)}>
                    <span aria-hidden="true">▸</span>
                  </button>
                </span>
                {ghostwritingOpen && (
                  <ul id="ghostwriting-menu" aria-label="Ghostwriting pages" css={css`list-style: none; padding-left: 1rem;`}>
                    {GHOSTWRITING_PAGES.map((sub) => (
                      <li key={sub.path}>
                        <Link to={sub.path}>{sub.label}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ) : (
              <li key={service.path}>
                <Link to={service.path}>{service.label}</Link>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** Hover opens the dropdown only where a real pointer can hover; touch screens use the toggle. */
function matchesHover(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (min-width: 768px)').matches;
}
