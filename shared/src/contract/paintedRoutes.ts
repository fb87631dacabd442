// Which route paints a path, for the server and the build (the browser's router does its own matching):
// exported from `@bookcraft/shared/core` only, so no page's script carries it.
import { PACKAGE_OPTIONS } from './constants';
import { GENERAL_LANDING_ROUTE, ROUTES, type RouteEntry } from './routeTable';
import { CONTACT_SERVICES, contactPath } from './seo/contactTopic';

/**
 * The General landing page's snapshot, which any path no other route takes shows (requirements §2.3): painted
 * once at build, and sent by the server for each such path, marked with the path asked for.
 */
export const ANY_OTHER_PATH = '/*';

/** Every contact topic's canonical path: each service alone and with each package. */
export const CONTACT_TOPIC_PATHS: readonly string[] = CONTACT_SERVICES.flatMap((service) => [contactPath({ service }), ...PACKAGE_OPTIONS.map((plan) => contactPath({ service, plan }))]);

/** A route's path as a pattern: `:name` is one segment, `:name?` an optional one; case does not matter, a trailing slash neither. */
function patternOf(path: string): RegExp {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

const PATTERNS = ROUTES.filter(({ path }) => path !== '*').map((route) => ({ route, pattern: patternOf(route.path) }));

/** The route that renders a path: the General landing page (`*`) when no other route takes it. */
export function routeFor(pathname: string): RouteEntry {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.route ?? GENERAL_LANDING_ROUTE;
}
