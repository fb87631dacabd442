import type { PageHead } from '@bookcraft/shared';

export interface InfoPageContent {
  head: PageHead;
  title: string;
  lead: string;
  cta?: string;
  sections: { heading: string; paragraphs: string[] }[];
  links?: { to: string; label: string }[];
}
