import { CLAIMS, type ServiceCard } from '@bookcraft/shared';
import type { LandingBlock } from './types';

/** Offer wording with placeholders filled from the runtime configuration ({discount}, {year}, {firstProjectDiscount}). */
export const LIMITED_OFFER = {
  title: 'Limited-Time Offer: {discount} Off for {year}',
  text: 'Get {discount} off editing or publishing, plus free formatting, when you start your project in {year}.',
  steps: ['Book your free consultation', 'Approve your custom plan', 'Start with {discount} off and free formatting'],
};

export const TRUST_STATS: LandingBlock = {
  kind: 'stats',
  title: 'Why Authors Trust Us',
  stats: [
    { value: CLAIMS.booksEdited, label: 'books edited' },
    { value: CLAIMS.coversDesigned, label: 'covers designed' },
    { value: CLAIMS.booksPublished, label: 'books published' },
    { value: CLAIMS.rating, label: 'average author rating' },
  ],
};

export const TESTIMONIALS: LandingBlock = {
  kind: 'testimonials',
  title: 'What Our Authors Say',
  quotes: [
    { quote: 'They kept my voice and made every chapter better. I cried reading the final proof.', author: 'Maria L.', book: 'Letters from the Harbor' },
    { quote: 'Three cover concepts in ten days, and the one I chose sells the book for me.', author: 'Devon R.', book: 'Signal Lost' },
    { quote: 'My cookbook went live on every store I wanted, and I kept all my royalties.', author: 'Chef Anita P.', book: 'Sunday Tables' },
  ],
};

export type IconName = 'pen' | 'book' | 'palette' | 'layout' | 'headphones' | 'globe' | 'megaphone' | 'monitor' | 'film' | 'rocket';

/** A service card (requirements §3.4); its icon shows outlined, and filled on hover. */
export const card = (icon: IconName, title: string, subtitle: string, description: string, list?: string[], description2?: string): ServiceCard => ({
  title,
  subtitle,
  description,
  description2,
  list,
  image: `${icon}`,
  hoverImage: `${icon}-filled`,
});
