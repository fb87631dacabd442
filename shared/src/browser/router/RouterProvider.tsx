/** @jsxRuntime automatic @jsxImportSource @emotion/react */
import { Component, createContext, startTransition, useContext, useLayoutEffect, useState, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './matching';
import type { Location, Router } from './history';

export const RouterContext = createContext<{ router: Router; location: Location } | null>(null);

interface RouteContextValue {
  params: Params;
  /** What `<Outlet />` renders: the matched route inside this one. */
  outlet: ReactNode;
}

export const RouteContext = createContext<RouteContextValue>({ params: {}, outlet: null });

/** The server's render has no layout effects to run (and React warns about them there). */
const useClientLayoutEffect = typeof document === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * Renders the routes that match the router's location, and again after each navigation. A navigation is a
 * transition, as React Router's is: the page on screen stays until the next one has what it needs to render.
 */
export function RouterProvider({ router }: { router: Router }) {
  const [location, setLocation] = useState(router.state.location);
  useClientLayoutEffect(() => {
    const follow = () => startTransition(() => setLocation(router.state.location));
    follow();
    return router.subscribe(follow);
  }, [router]);
  const matches = matchRoutes(router.routes, location.pathname);
  return <RouterContext.Provider value={{ router, location }}>{matches && renderMatches(matches, location)}</RouterContext.Provider>;
}

/** The matched routes, each inside the one around it (through its `<Outlet />`), each route with an error element behind its boundary. */
function renderMatches(matches: RouteMatch<RouteObject>[], location: Location): ReactNode {
  return matches.reduceRight<ReactNode>((outlet, { route, params }) => {
    const rendered = <RouteContext.Provider value={{ params, outlet }}>{route.element === undefined ? <Outlet /> : route.element}</RouteContext.Provider>;
    return route.errorElement === undefined ? rendered : (
      <RouteErrorBoundary location={location} errorElement={route.errorElement}>
        {rendered}
      </RouteErrorBoundary>
    );
  }, null);
}

/** Where a route inside the current one renders. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

interface BoundaryProps {
  location: Location;
  errorElement: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The location rendered when the route failed: another one tries the route again. */
  location: Location;
}

/** Shows a route's error element when rendering the route throws; the next navigation tries the page again. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    console.error('A route failed to render', error);
  }

  override render() {
    return this.state.failed ? this.props.errorElement : this.props.children;
  }
}

export function useRouterContext() {
  const context = useContext(RouterContext);
  if (!context) throw new Error('A router hook or link was rendered outside the RouterProvider');
  return context;
}
