import { Global, css } from '@emotion/react';
import { Outlet, useLocation } from '@bookcraft/shared/router';
import { layoutFor } from '../routes/layoutRules';
import { RemoteMount, StaticHtml } from '@bookcraft/shared/federation';
import { whenPageReady } from '@bookcraft/shared';
import { chatFallback } from '../federation/fallbacks';
import { FormPopupHost } from '../popup/FormPopupHost';
import { colors, FONT_FAMILIES, SMALL_SCREEN } from '@bookcraft/shared/theme';
import { fontFaces } from './fonts';
import { Navbar } from './Navbar';
import { DefaultFooter } from './DefaultFooter';
import { LandingHeader } from './LandingHeader';
import { LandingFooter } from './LandingFooter';
import { BottomBar } from './BottomBar';
import { Toasts } from './Toasts';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate';
import { useTracking } from '../tracking/useTracking';
import { useLiveRoot } from './useLiveRoot';
import { useStaticLinks } from './useStaticLinks';

const globalStyles = css`
  ${fontFaces}
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) { html { scroll-behavior: auto; } }
  body {
    margin: 0;
    color: ${colors.ink};
    background: ${colors.white};
    font-family: ${FONT_FAMILIES.text};
    line-height: 1.6;
  }
  h1, h2, h3 { font-family: ${FONT_FAMILIES.heading}; line-height: 1.25; }
  a { color: ${colors.accentDark}; }
  :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
`;

const skipLink = css`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 100;
  padding: 0.5rem 1rem;
  background: ${colors.navy};
  color: ${colors.white};
  &:focus { top: 0.5rem; }
`;

export function Layout() {
  const { pathname } = useLocation();
  const { navbar, landing } = layoutFor(pathname);
  useScrollToTopOnNavigate();
  useTracking();
  useLiveRoot();
  useStaticLinks();
  return (
    <>
      <Global styles={globalStyles} />
      <a href="#main" css={skipLink}>
        Skip to content
      </a>
      {landing ? <LandingHeader /> : navbar && <Navbar />}
      <main id="main" tabIndex={-1} css={css`padding-top: ${navbar ? '5rem' : '0'}; ${SMALL_SCREEN} { padding-bottom: ${landing ? '4.5rem' : '0'}; }`}>
        <Outlet />
      </main>
      <StaticHtml>{landing ? <LandingFooter /> : <DefaultFooter />}</StaticHtml>
      {landing && <BottomBar />}
      <FormPopupHost />
      <Toasts />
      {/* Painted with the page (its launcher shows before any script), run once the page is ready: a tap before then is held and replayed. */}
      <RemoteMount remote="chat" module="./ChatWidget" fallback={chatFallback} after={typeof document === 'undefined' ? undefined : whenPageReady()} />
    </>
  );
}
