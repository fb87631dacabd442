import { useEffect } from 'react';
import { matchRoutes, useNavigate } from '@bookcraft/shared/router';
import { STATIC_ATTRIBUTE } from '@bookcraft/shared/federation';
import { ROUTES } from '@bookcraft/shared';

const PAGE_ROUTES = ROUTES.filter(({ path }) => path !== '*');

/** The in-site page a click on a static part's link goes to, when the router can show it; otherwise the browser follows it. */
function routedTarget(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${STATIC_ATTRIBUTE}]`)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.hash)) return undefined;
  return matchRoutes(PAGE_ROUTES, url.pathname) ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Static parts (StaticHtml) are plain server markup, so their links are plain links: they work before any script.
 * Once the shell runs, a click on one that leads to another page of the site is a client-side navigation, as a
 * router link's would be, so the chat and what the shell holds stay.
 */
export function useStaticLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const target = routedTarget(event);
      if (target === undefined) return;
      event.preventDefault();
      void navigate(target);
    };
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
