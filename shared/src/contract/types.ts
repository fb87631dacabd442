/** Entities of requirements §3, named as the requirements name them. */

export const FORM_TYPES = [
  'General',
  'Publishing',
  'SelfPublishing',
  'Marketing',
  'GhostWriting',
  'VideoTrailer',
  'SciFi',
  'ArtBook',
  'CookBook',
  'Photography',
] as const;
export type FormType = (typeof FORM_TYPES)[number];

export interface TrackingParams {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  gclid: string;
}

export type PresenceStatus = 'active' | 'idle' | 'away' | 'offline';

/** Static content (requirements §3.4). */
export interface PricingPlan {
  plan: string;
  price: string;
  platforms: string;
  editing: string;
  formatting: string;
  design: string;
  marketing: string;
  additional: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A step of a process, or a promise or reason: a small heading and a sentence. */
export interface TitledText {
  title: string;
  text: string;
}

/** A figure of requirements §9: the value over what it counts. */
export interface Stat {
  value: string;
  label: string;
}

export interface Testimonial {
  quote: string;
  author: string;
  book: string;
}

export interface ServiceCard {
  title: string;
  subtitle: string;
  image: string;
  hoverImage: string;
  description: string;
  description2?: string;
  list?: string[];
}

/** What a page tells the shell about itself: title, description, share image. */
export interface PageHead {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
}
