import type { FaqItem, PageHead, TitledText } from '@bookcraft/shared';

export type { Illustration, Stat, Testimonial } from '@bookcraft/shared';

export type Step = TitledText;

/** A promise or reason, shown as a small heading and a sentence. */
export type Point = TitledText;

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** Text after the list. */
  after?: string[];
}

/** A legal document: a title, a lead and headed sections of prose; {phone} and {email} are filled in from the runtime configuration. */
export interface LegalDocument {
  head: PageHead;
  title: string;
  lead: string;
  sections: LegalSection[];
}

/** The name e2e/fixtures/legal-redeployed.ts imports when it stands in for content/legal. */
export type InfoPageContent = LegalDocument;

export type { FaqItem };
