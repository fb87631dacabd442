/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouterContext } from './RouterProvider';
import { hrefOf, resolve, type To } from './history';

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
};

/** Another site's address, or another scheme (`mailto:`): the browser follows it. */
const isElsewhere = (to: To) => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** A link the browser can follow without scripts; once the page runs, a plain click on it is a client-side navigation. */
export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  const { router, location } = useRouterContext();
  const elsewhere = isElsewhere(to);
  const href = elsewhere ? to : hrefOf(resolve(to, location));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (elsewhere || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.download !== undefined) return;
    event.preventDefault();
    void router.navigate(href, { replace });
  };
  return <a {...anchor} href={href} onClick={follow} />;
}

type NavLinkProps = LinkProps & {
  /** Active only on this very path, not on the paths below it. */
  end?: boolean;
};

/** A link marked `active` (its class) and `aria-current="page"` while the visitor is on its page, or below it unless `end`. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const { location } = useRouterContext();
  const target = resolve(link.to, location).pathname.toLowerCase().replace(/(.)\/$/, '$1');
  const current = location.pathname.toLowerCase();
  const active = current === target || (!end && target !== '/' && current.startsWith(`${target}/`));
  return <Link {...link} className={active ? [className, 'active'].filter(Boolean).join(' ') : className} aria-current={active ? 'page' : undefined} />;
}
