import type { RouteObject } from './matching';

/** Where the visitor is: as `window.location` has it, with the state a navigation left and a key per visit of the entry. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** `default` for the entry the page opened on; a new one for every navigation. */
  key: string;
}

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's callers; this router never resets the scroll itself (the shell's layout does). */
  preventScrollReset?: boolean;
}

/** A path (`/help?q=isbn`, `?package=elite`, `#faq`), read against where the visitor is now. */
export type To = string;

export interface Router {
  readonly routes: RouteObject[];
  readonly state: { location: Location };
  /** Goes to `to`, or `delta` entries back or forward in the history. */
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  /** Calls `listener` after every change of location; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** `to` read against `from`, as the browser reads a link's href on that page. */
export function resolve(to: To, from: Pick<Location, 'pathname' | 'search'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, `http://site${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const hrefOf = ({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>) => `${pathname}${search}${hash}`;

/** What both routers share: the current location and who listens for its changes. */
function createRouter(routes: RouteObject[], initial: Location, go: (target: Location, replace: boolean) => void, back: (delta: number) => void) {
  const listeners = new Set<() => void>();
  const router = {
    routes,
    state: { location: initial },
    navigate(to: To | number, options: NavigateOptions = {}) {
      if (typeof to === 'number') back(to);
      else {
        const target = { ...resolve(to, router.state.location), state: options.state ?? null, key: newKey() };
        // A link to where the visitor already is replaces the entry, as the browser does for its own links.
        router.update(target, options.replace === true || hrefOf(target) === hrefOf(router.state.location));
      }
      return Promise.resolve();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update(target: Location, replace?: boolean) {
      if (replace !== undefined) go(target, replace);
      router.state = { location: target };
      listeners.forEach((listener) => listener());
    },
  };
  return router;
}

interface EntryState {
  key?: string;
  usr?: unknown;
}

function browserLocation(): Location {
  const entry = (window.history.state ?? {}) as EntryState;
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/** The site's router in a page: its location is the address bar's, and back and forward move it. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  const router = createRouter(
    routes,
    browserLocation(),
    (target, replace) => {
      const entry: EntryState = { key: target.key, usr: target.state };
      if (replace) window.history.replaceState(entry, '', hrefOf(target));
      else window.history.pushState(entry, '', hrefOf(target));
    },
    (delta) => window.history.go(delta),
  );
  window.addEventListener('popstate', () => router.update(browserLocation()));
  return router;
}

/** A router with a history of its own, in memory: for the server's render and for tests. */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ['/'] }: { initialEntries?: To[] } = {}): Router {
  const entries: Location[] = initialEntries.map((entry, index) => ({ ...resolve(entry, { pathname: '/', search: '' }), state: null, key: index === 0 ? 'default' : newKey() }));
  let index = entries.length - 1;
  const router = createRouter(
    routes,
    entries[index]!,
    (target, replace) => {
      if (replace) entries[index] = target;
      else entries.splice(++index, entries.length, target);
    },
    (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      router.update(entries[index]!);
    },
  );
  return router;
}
