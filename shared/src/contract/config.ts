export const REMOTE_NAMES = ['pages', 'landing', 'forms', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What the shell and the remotes learn at run time, not at build time: the
 * server (or the shell's container) writes it into the page and serves it as
 * `/remotes.json`, so moving a remote or changing the phone number needs no
 * rebuild.
 */
export interface RuntimeConfig {
  /** Where each remote's `mf-manifest.json` lives. */
  remotes: Record<RemoteName, string>;
  /** The main API (requirements §7), `/api` on this origin by default. */
  apiBaseUrl: string;
  /** The chat socket host; empty means this origin. */
  socketUrl: string;
  /** `{phone}` and `{email}` of requirements §1. */
  phone: string;
  email: string;
  /** Where the image variants live: this origin's /images, or a CDN. */
  imageBaseUrl: string;
  /** Offers marketing changes without a code change (requirements §1, §9). */
  offers: OfferConfig;
}

export interface OfferConfig {
  /** The ad landing pages' first-project discount. */
  firstProjectDiscount: string;
  /** The limited-time offer: discount and year. */
  discount: string;
  year: string;
}

export const CONFIG_ELEMENT_ID = 'bookcraft-config';
export const DEFAULT_SITE_PHONE = '(555) 013-2665';
export const DEFAULT_SITE_EMAIL = 'hello@bookcraft.example';

export function defaultRemoteUrl(name: RemoteName): string {
  return `/remotes/${name}/mf-manifest.json`;
}

export function defaultRuntimeConfig(): RuntimeConfig {
  return {
    remotes: {
      pages: defaultRemoteUrl('pages'),
      landing: defaultRemoteUrl('landing'),
      forms: defaultRemoteUrl('forms'),
      chat: defaultRemoteUrl('chat'),
    },
    apiBaseUrl: '/api',
    socketUrl: '',
    phone: DEFAULT_SITE_PHONE,
    email: DEFAULT_SITE_EMAIL,
    imageBaseUrl: '/images',
    offers: { firstProjectDiscount: '50%', discount: '50%', year: String(new Date().getFullYear()) },
  };
}

export function mergeRuntimeConfig(partial: Partial<RuntimeConfig> | undefined): RuntimeConfig {
  const defaults = defaultRuntimeConfig();
  if (!partial) return defaults;
  return {
    ...defaults,
    ...partial,
    remotes: { ...defaults.remotes, ...partial.remotes },
    offers: { ...defaults.offers, ...partial.offers },
  };
}

let cached: RuntimeConfig | undefined;

/**
 * What this module reads of the page's `document`, typed without the DOM: the server imports this
 * module too (src/noDom.ts) and is type-checked without the DOM library.
 */
type PageDocument = { getElementById(id: string): { textContent: string | null } | null };

/** Reads the configuration the server wrote into the page, once. */
export function getRuntimeConfig(): RuntimeConfig {
  if (cached) return cached;
  let fromPage: Partial<RuntimeConfig> | undefined;
  const page = (globalThis as { document?: PageDocument }).document;
  if (page) {
    const text = page.getElementById(CONFIG_ELEMENT_ID)?.textContent;
    if (text) {
      try {
        fromPage = JSON.parse(text) as Partial<RuntimeConfig>;
      } catch (error) {
        // The page still works on this origin's remotes and API, but not as configured: said, not hidden.
        console.error(`Runtime configuration: #${CONFIG_ELEMENT_ID} in the page is not valid JSON; using the defaults`, error);
      }
    }
  }
  cached = mergeRuntimeConfig(fromPage);
  return cached;
}

/** Replaces the configuration, for pages that are not served by the shell (the partner embed, a remote alone). */
export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  cached = mergeRuntimeConfig(config);
  return cached;
}

/** A phone number as text that never wraps mid-number: its spaces and hyphens non-breaking. */
export const unbreakablePhone = (phone: string): string => phone.replace(/ /g, '\u00A0').replace(/-/g, '\u2011');

/** `tel:` href for a displayed phone number: digits only, with the US country code. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** Fills {firstProjectDiscount}, {discount} and {year} in offer wording from the configuration. */
export function withOffers(text: string, offers: OfferConfig = getRuntimeConfig().offers): string {
  return text.replace(/\{(firstProjectDiscount|discount|year)\}/g, (_, key: keyof OfferConfig) => offers[key]);
}
