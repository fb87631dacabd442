import { PACKAGE_OPTIONS, SERVICE_PAGES } from '../constants';
import type { FormType } from '../types';

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

/** The service each form type's pages sell, by its service page slug: the genre pages are publishing services. */
const SERVICE_OF_FORM_TYPE: Record<FormType, string | undefined> = {
  General: undefined,
  Publishing: 'publishing',
  SelfPublishing: 'publishing',
  SciFi: 'publishing',
  ArtBook: 'publishing',
  CookBook: 'publishing',
  Photography: 'publishing',
  Marketing: 'marketing',
  GhostWriting: 'ghostwriting',
  VideoTrailer: 'video-trailer',
};

/**
 * The contact page of a form type's service: where a call to action that opens that form's popup leads a visitor
 * without scripts (the painted contact page, its lead form with the service chosen); /contact for General.
 */
export function contactPathFor(formType: FormType = 'General'): string {
  return contactPath(contactTopic(SERVICE_OF_FORM_TYPE[formType]));
}
