import type { PageHead } from '../types';
import { contactPath, contactTopic, type ContactTopic } from './contactTopic';
import { ROUTES } from '../routeTable';
import { SITE_HEADS } from './siteHeads';

const CONTACT_WITH_TOPIC = /^\/contact\/([^/]+)(?:\/([^/]+))?$/;

/**
 * `path` without its trailing slashes, by a loop: a pattern such as /\/+$/ is tried at every
 * slash of a run, so its time grows with the square of the run.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path[end - 1] === '/') end -= 1;
  return path.slice(0, end);
}

/** The path without query, fragment or trailing slash, in lower case (routes match case-insensitively). */
export function normalizePath(pathname: string): string {
  const path = withoutTrailingSlashes((pathname.split(/[?#]/)[0] ?? '').toLowerCase());
  return path.startsWith('/') ? path : `/${path}`;
}

const hasHead = (path: string): path is keyof typeof SITE_HEADS => Object.hasOwn(SITE_HEADS, path);

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function contactHead({ service, plan }: ContactTopic): PageHead {
  if (!service) return SITE_HEADS['/contact'];
  const about = plan ? `${service.label}, ${capitalize(plan)} Package` : service.label;
  return {
    title: `Contact Us about ${about}`,
    description: `Ask a Book Craft consultant about ${plan ? `${service.label} and the ${plan} package` : service.label}: call, e-mail or send your details for a free consultation.`,
    image: SITE_HEADS['/contact'].image,
  };
}

/** The contact route's topic, when `pathname` is /contact/<service>[/<package>]. */
function contactTopicOf(path: string): ContactTopic | undefined {
  const match = CONTACT_WITH_TOPIC.exec(path);
  return match ? contactTopic(match[1], match[2]) : undefined;
}

/**
 * The head of an informational route, or undefined for any other path (a blog
 * post needs its post: see blogPostHead; landing pages keep their own).
 */
export function siteHeadFor(pathname: string): PageHead | undefined {
  const path = normalizePath(pathname);
  if (hasHead(path)) return SITE_HEADS[path];
  const topic = contactTopicOf(path);
  return topic && contactHead(topic);
}

/** Each fixed route's own path, by its lower-case form: routes match whatever the case, their URLs keep theirs (/LP-GN-GAD). */
const DECLARED_PATHS = new Map(ROUTES.filter(({ path }) => path !== '*' && !path.includes(':')).map(({ path }) => [path.toLowerCase(), path]));

/**
 * The path a page's canonical URL points to: normalized, a fixed route's path
 * as the route table spells it, and a contact route reduced to what it understood.
 */
export function canonicalPathFor(pathname: string): string {
  const path = normalizePath(pathname);
  const topic = contactTopicOf(path);
  return topic ? contactPath(topic) : (DECLARED_PATHS.get(path) ?? path);
}

/**
 * The route's own spelling of a path asked for in another way, which the server redirects to: a fixed route in
 * another case (/lp-gn-gad), a contact route reduced to what it understood (/contact/Ghostwriting/gold -> /contact/ghostwriting).
 */
export function declaredPathFor(pathname: string): string | undefined {
  const asked = pathname.split(/[?#]/)[0] ?? '';
  const path = withoutTrailingSlashes(asked) || asked.slice(0, 1);
  const topic = contactTopicOf(normalizePath(path));
  const declared = topic ? contactPath(topic) : DECLARED_PATHS.get(path.toLowerCase());
  return declared !== undefined && declared !== path ? declared : undefined;
}
