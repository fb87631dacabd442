import type { PageHead } from '../types';
import { contactPath, contactTopic, type ContactTopic } from './contactTopic';
import { SITE_HEADS } from './siteHeads';

const CONTACT_WITH_TOPIC = /^\/contact\/([^/]+)(?:\/([^/]+))?$/;

/** The path without query, fragment or trailing slash, in lower case (routes match case-insensitively). */
export function normalizePath(pathname: string): string {
  const path = (pathname.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
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

/** The path a page's canonical URL points to: normalized, and a contact route reduced to what it understood. */
export function canonicalPathFor(pathname: string): string {
  const path = normalizePath(pathname);
  const topic = contactTopicOf(path);
  return topic ? contactPath(topic) : path;
}
