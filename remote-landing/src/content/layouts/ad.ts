import type { FormType, PageHead } from '@bookcraft/shared';
import type { Illustration, LandingPageContent } from '../types';

/** The ad landing page of requirements §2.2, with its group's copy. */
export interface AdContent {
  head: PageHead;
  formType: FormType;
  title: string;
  subtitle: string;
  image: Illustration;
  whyChoose: { title: string; text: string }[];
}

export const BESTSELLERS = [
  { title: 'The Lighthouse Keeper', author: 'Maria Lopez', image: { name: 'cover-lighthouse', alt: 'Cover of The Lighthouse Keeper: a lighthouse under a night sky' } },
  { title: 'Signal Lost', author: 'Devon Reed', image: { name: 'cover-signal', alt: 'Cover of Signal Lost: a starship drifting past a red planet' } },
  { title: 'Sunday Tables', author: 'Anita Patel', image: { name: 'cover-tables', alt: 'Cover of Sunday Tables: a set table seen from above' } },
  { title: 'Quiet Mountains', author: 'Sam Okafor', image: { name: 'cover-mountains', alt: 'Cover of Quiet Mountains: layered blue mountains at dawn' } },
  { title: 'The Startup Diaries', author: 'Lena Fischer', image: { name: 'cover-startup', alt: 'Cover of The Startup Diaries: a rising line chart made of books' } },
];

export function adLanding(content: AdContent): LandingPageContent {
  return {
    head: { ...content.head, noindex: true },
    formType: content.formType,
    hero: {
      keyword: '{firstProjectDiscount} off your first project',
      title: content.title,
      subtitle: content.subtitle,
      button: { text: 'Get My Free Consultation', action: 'footer' },
      image: content.image,
      form: { module: './LandingForm' },
    },
    blocks: [
      { kind: 'retailers', title: 'Your Book on the Shelves Readers Use' },
      { kind: 'list', title: 'Why Choose Book Craft', items: content.whyChoose },
      { kind: 'bestsellers', title: 'Bestsellers We Helped Publish', books: BESTSELLERS },
      {
        kind: 'steps',
        title: 'How to Get Started',
        steps: [
          { title: 'Free consultation', text: 'Tell us about your book. A consultant calls you within one business day with a plan and a fixed price.' },
          { title: 'Start publishing', text: 'Approve the plan and your team starts work, with {firstProjectDiscount} off your first project.' },
        ],
      },
    ],
    footerForm: { title: 'Claim {firstProjectDiscount} Off Your First Project', buttonText: 'Submit' },
    visitWebsite: true,
  };
}
