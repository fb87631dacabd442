import type { ReactNode } from 'react';

/** A route: a path pattern (`/blog/:id`, `/contact/:service?`, `*`), what it renders, and the routes inside it. */
export interface RouteObject {
  path?: string;
  element?: ReactNode;
  /** Shown instead of this route (and what is inside it) when rendering them throws. */
  errorElement?: ReactNode;
  children?: RouteObject[];
}

export type Params = Readonly<Record<string, string | undefined>>;

export interface PathMatch {
  params: Params;
  pathname: string;
  pattern: string;
}

export interface RouteMatch<Route> {
  route: Route;
  params: Params;
  pathname: string;
}

interface CompiledPattern {
  regexp: RegExp;
  names: string[];
}

const compiled = new Map<string, CompiledPattern>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern as a regular expression, as React Router reads one: `:name` is one segment, `:name?` an optional one,
 * a trailing `*` the rest of the path (the `*` param); case does not matter, a trailing slash neither.
 */
function compile(pattern: string): CompiledPattern {
  let known = compiled.get(pattern);
  if (known) return known;
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      names.push(segment.slice(1, optional ? -1 : undefined));
      source += optional ? '(?:/([^/]+))?' : '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  known = { regexp: new RegExp(`^${source}/?$`, 'i'), names };
  compiled.set(pattern, known);
  return known;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The params of `pathname` under `pattern`, or null when the pattern does not take it. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { regexp, names } = compile(pattern);
  const found = regexp.exec(pathname);
  if (!found) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, index) => {
    const value = found[index + 1];
    params[name] = value === undefined ? (name === '*' ? '' : undefined) : decode(value);
  });
  return { params, pathname, pattern };
}

interface Branch<Route> {
  path: string;
  routes: Route[];
}

interface NestedRoute<Route> {
  path?: string;
  children?: Route[];
}

const joinPaths = (parent: string, child: string) => (child.startsWith('/') ? child : `${parent.replace(/\/$/, '')}/${child}`);

/** Every route a path can end on, with the routes around it, in the table's order. */
function branchesOf<Route extends NestedRoute<Route>>(routes: Route[], parents: Route[] = [], parentPath = ''): Branch<Route>[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, route];
    const inner = route.children ? branchesOf(route.children, chain, path) : [];
    return route.path === undefined && route.children ? inner : [...inner, { path, routes: chain }];
  });
}

/** Each route table's branches, worked out once: the site's table is matched on every render. */
const orderedBranches = new WeakMap<object, Branch<unknown>[]>();

const takesAnyRest = (branch: Branch<unknown>) => branch.path.endsWith('*');

/**
 * The routes that render `pathname`, outermost first, or null when none does. The first route in the table's
 * order takes a path; a route ending in `*` only when no other does.
 */
export function matchRoutes<Route extends NestedRoute<Route>>(routes: Route[], pathname: string): RouteMatch<Route>[] | null {
  let ordered = orderedBranches.get(routes) as Branch<Route>[] | undefined;
  if (!ordered) {
    const branches = branchesOf(routes);
    ordered = [...branches.filter((branch) => !takesAnyRest(branch)), ...branches.filter(takesAnyRest)];
    orderedBranches.set(routes, ordered);
  }
  for (const branch of ordered) {
    const match = matchPath(branch.path || '/', pathname);
    if (match) return branch.routes.map((route) => ({ route, params: match.params, pathname }));
  }
  return null;
}
