import type { FaqItem, FormType, PageHead, ServiceCard } from '@bookcraft/shared';
import type { Illustration, LandingPageContent } from '../types';

export const GENRE_TAGLINE = 'Recognition Begins with A Click – Go Global Today!';

/** What one genre page says; the layout around it is the same for all five (requirements §2.3). */
export interface GenreContent {
  head: PageHead;
  formType: FormType;
  title: string;
  subtitle: string;
  buttonText: string;
  secondaryButtonText?: string;
  /** Exactly six (requirements §9). */
  sellingPoints: [string, string, string, string, string, string];
  image: Illustration;
  description: { title: string; paragraphs: string[] };
  ctas: { title: string; text: string; button: string }[];
  services: { title: string; intro: string; cards: ServiceCard[] };
  /** Exactly five (requirements §9). */
  faq: [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem];
}

export function genreLanding(content: GenreContent): LandingPageContent {
  const [firstCta, ...otherCtas] = content.ctas;
  return {
    head: content.head,
    formType: content.formType,
    hero: {
      title: content.title,
      subtitle: content.subtitle,
      tagline: GENRE_TAGLINE,
      button: { text: content.buttonText, action: 'popup' },
      ...(content.secondaryButtonText ? { secondaryButton: { text: content.secondaryButtonText, action: 'footer' as const } } : {}),
      sellingPoints: content.sellingPoints,
      image: content.image,
      form: { module: './HeroForm' },
    },
    blocks: [
      { kind: 'text', ...content.description },
      ...(firstCta ? [{ kind: 'cta' as const, ...firstCta, action: 'popup' as const }] : []),
      { kind: 'cards', ...content.services },
      ...otherCtas.map((cta) => ({ kind: 'cta' as const, ...cta, action: 'popup' as const })),
      { kind: 'faq', title: 'Frequently Asked Questions', items: content.faq },
    ],
    footerForm: { title: 'Start Your Book Today', buttonText: 'Submit' },
  };
}
