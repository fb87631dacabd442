import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, useRouterContext } from './RouterProvider';
import type { Location, NavigateOptions, To } from './history';
import type { Params } from './matching';

export function useLocation(): Location {
  return useRouterContext().location;
}

/** The current route's params (`/blog/:id` → `{ id }`). */
export function useParams(): Params {
  return useContext(RouteContext).params;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => Promise<void>;

/** Goes to another page of the site (or back and forward in the history) without loading a document. */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext();
  return useCallback<NavigateFunction>((to, options) => router.navigate(to, options), [router]);
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The address's query parameters, and a function that sets them (a navigation to the same page). */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const { router, location } = useRouterContext();
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      const search = new URLSearchParams(init).toString();
      void router.navigate(`${router.state.location.pathname}${search ? `?${search}` : ''}`, options);
    },
    [router],
  );
  return [searchParams, setSearchParams];
}
