import type { FaqItem, FormType, PageHead, ServiceCard } from '@bookcraft/shared';
import { LIMITED_OFFER, TESTIMONIALS, TRUST_STATS } from '../shared';
import type { Illustration, LandingPageContent } from '../types';

/** A service template (editing, cover design, publishing): requirements §2.3's eight blocks, in order. */
export interface TemplateContent {
  head: PageHead;
  formType: FormType;
  title: string;
  subtitle: string;
  image: Illustration;
  offers: { title: string; items: { title: string; text: string }[] };
  blueprint: { title: string; steps: { title: string; text: string }[] };
  services: { title: string; cards: ServiceCard[] };
  faq: FaqItem[];
}

export function templateLanding(content: TemplateContent): LandingPageContent {
  return {
    head: content.head,
    formType: content.formType,
    hero: { title: content.title, subtitle: content.subtitle, button: { text: 'Free Consultation', action: 'footer' }, image: content.image },
    blocks: [
      { kind: 'list', ...content.offers },
      { kind: 'steps', ...content.blueprint },
      TRUST_STATS,
      { kind: 'cards', ...content.services },
      TESTIMONIALS,
      { kind: 'offer', ...LIMITED_OFFER },
      { kind: 'faq', title: 'Frequently Asked Questions', items: content.faq },
    ],
    footerForm: { title: 'Book Your Free Consultation', buttonText: 'Submit', callNow: true },
  };
}
