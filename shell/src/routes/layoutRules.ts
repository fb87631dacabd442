import { matchPath } from '@bookcraft/shared/router';
import { SERVICE_LANDING_FORM_TYPES, SITE_ROUTES, AD_LANDING_ROUTES } from '@bookcraft/shared';

export interface LayoutChoice {
  /** Requirements §2.4: the fixed navigation bar is hidden on any path containing /LP. */
  navbar: boolean;
  /** Landing header, landing footer and the small-screen bottom bar, instead of the default ones. */
  landing: boolean;
}

const knownPaths = [...SITE_ROUTES, ...AD_LANDING_ROUTES].map((route) => route.path);

function isGeneralLanding(pathname: string): boolean {
  return !knownPaths.some((path) => matchPath(path, pathname)) && !(pathname in SERVICE_LANDING_FORM_TYPES);
}

/**
 * Requirements §2.4. The landing layout goes to paths containing /book-, the service
 * landing routes (the General landing of "any other path" is one of them)
 * and /thankyou; everything else gets the default header (the navigation
 * bar) and footer.
 */
export function layoutFor(pathname: string): LayoutChoice {
  const landing =
    pathname.includes('/book-') ||
    pathname in SERVICE_LANDING_FORM_TYPES ||
    pathname === '/thankyou' ||
    isGeneralLanding(pathname);
  return { navbar: !pathname.includes('/LP') && !landing, landing };
}
