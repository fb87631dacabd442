import { PACKAGE_OPTIONS, SERVICE_PAGES } from '../constants';

export type PackageOption = (typeof PACKAGE_OPTIONS)[number];

/** A service a visitor can ask about: its service page slug and its name in the lead form's list. */
export interface ContactService {
  slug: string;
  label: (typeof SERVICE_PAGES)[number]['label'];
}

/** What /contact/:service?/:package? asks about (requirements §2.1, §2.5). */
export interface ContactTopic {
  service?: ContactService;
  plan?: PackageOption;
}

export const CONTACT_SERVICES: readonly ContactService[] = SERVICE_PAGES.map(({ path, label }) => ({ slug: path.slice('/services/'.length), label }));

const normalize = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Reads the contact route's parameters: a service by its page slug
 * ("cover-design") or its name ("Cover Design & Illustration"), and a package
 * of requirements §3.1. Anything unknown is left out, so the page still works as /contact.
 */
export function contactTopic(service?: string, plan?: string): ContactTopic {
  const wanted = normalize(decode(service ?? ''));
  const match = wanted ? CONTACT_SERVICES.find((option) => normalize(option.slug) === wanted || normalize(option.label) === wanted) : undefined;
  const packageName = decode(plan ?? '').toLowerCase();
  const knownPackage = PACKAGE_OPTIONS.find((option) => option === packageName);
  return { ...(match && { service: match }), ...(knownPackage && { plan: knownPackage }) };
}

/** The canonical path of a contact topic: only the parts the page understood. */
export function contactPath({ service, plan }: ContactTopic): string {
  if (!service) return '/contact';
  return plan ? `/contact/${service.slug}/${plan}` : `/contact/${service.slug}`;
}
