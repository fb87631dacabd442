import type { FaqItem, FormType, Illustration, PageHead, PricingPlan, ServiceCard, Stat, Testimonial, TitledText } from '@bookcraft/shared';

export type { Illustration };

export interface LandingHeroContent {
  /** Small line above the headline. */
  keyword?: string;
  title: string;
  subtitle: string;
  /** The hero's call to action. `popup` opens the form popup; `footer` scrolls to the footer form ("Free Consultation"). */
  button: { text: string; action: 'popup' | 'footer' };
  secondaryButton?: { text: string; action: 'popup' | 'footer' };
  tagline?: string;
  sellingPoints?: string[];
  image: Illustration;
  /** Which form sits beside the headline, if any; its title is the form type's (`formTitleFor`). */
  form?: { module: './HeroForm' | './LandingForm' };
}

/** The blocks a landing page is made of, in the order they appear. */
export type LandingBlock =
  | { kind: 'text'; title: string; paragraphs: string[]; image?: Illustration }
  | { kind: 'cta'; title: string; text: string; button: string; action: 'popup' | 'footer' }
  | { kind: 'list'; title: string; intro?: string; items: TitledText[] }
  | { kind: 'steps'; title: string; steps: readonly TitledText[] }
  | { kind: 'stats'; title: string; stats: Stat[] }
  | { kind: 'cards'; title: string; intro?: string; cards: ServiceCard[] }
  | { kind: 'testimonials'; title: string; quotes: Testimonial[] }
  | { kind: 'offer'; title: string; text: string; steps: string[] }
  | { kind: 'pricing'; title: string; plans: readonly PricingPlan[] }
  | { kind: 'retailers'; title: string }
  | { kind: 'bestsellers'; title: string; books: { title: string; author: string; image: Illustration }[] }
  | { kind: 'faq'; title: string; items: readonly FaqItem[] };

export interface LandingPageContent {
  head: PageHead;
  formType: FormType;
  hero: LandingHeroContent;
  blocks: LandingBlock[];
  footerForm: {
    /** Without a title of its own the footer form has its form type's (`formTitleFor`). */
    title?: string;
    buttonText: string;
    callNow?: boolean;
    /** The pricing page: the form's package selector lists the plans. */
    choosePlan?: boolean;
  };
  /** Ad pages end with a "Visit Our Website" link to / (requirements §2.2). */
  visitWebsite?: boolean;
}
