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

export interface Customer {
  id: string;
}

export interface TrackingParams {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  utm_term: string;
  gclid: string;
}

export interface UtmPayload {
  customerId: string;
  utm_campaign: string;
  keyword: string;
  gclid: string;
  link: string;
}

export type PresenceStatus = 'active' | 'idle' | 'away' | 'offline';

/** Chat message (requirements §3.3). */
export interface ChatMessage {
  content: string;
  senderRole: 'system' | 'visitor' | 'agent';
  roomId: string;
  createdAt: string;
}

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

export interface Hero {
  keyword: string;
  title: string;
  subtitle: string;
  buttonText: string;
  description: string;
  ctaText: string;
  image: string;
  alt: string;
  sellingPoints: string[];
  formTitle: string;
  formSubtitle: string;
  formDescription: string;
  formType: FormType;
  font?: string;
}

export interface FooterForm {
  title: string;
  buttonText: string;
  image: string;
  texts: string[];
}

/** What a page tells the shell about itself: title, description, share image. */
export interface PageHead {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
}
