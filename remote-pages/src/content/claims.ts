import { CLAIMS } from '@bookcraft/shared';
import type { Point, Stat, Testimonial } from './types';

/** The track record of requirements §9, word for word. */
export const TRACK_RECORD: readonly Stat[] = [
  { value: CLAIMS.booksEdited, label: 'books edited' },
  { value: CLAIMS.coversDesigned, label: 'covers designed' },
  { value: CLAIMS.booksPublished, label: 'books published' },
  { value: CLAIMS.rating, label: 'average author rating' },
  { value: CLAIMS.countries, label: 'countries where readers buy our authors’ books' },
  { value: CLAIMS.platforms, label: 'retail and library platforms' },
];

/** How long things take (requirements §9). */
export const TIMELINES: readonly Stat[] = [
  { value: CLAIMS.publishingWeeks, label: 'from final manuscript to published book' },
  { value: CLAIMS.coverDesignWeeks, label: 'for a custom cover, starting from three cover concepts' },
  { value: CLAIMS.trailerWeeks, label: `for a book trailer, in ${CLAIMS.trailerSteps} steps` },
];

/** The sales promises of requirements §1. */
export const PROMISES: readonly Point[] = [
  { title: 'No hidden fees', text: 'You get a fixed price in writing before any work starts. What we quote is what you pay.' },
  { title: `${CLAIMS.royalties} royalties`, text: 'Your book is published under your name and account, so every sale pays you, not us.' },
  { title: 'Creative control', text: 'You approve the outline, the edits, the cover and the launch plan. Nothing goes out without your yes.' },
];

export const TESTIMONIALS: readonly Testimonial[] = [
  { quote: 'They kept my voice and made every chapter better. I cried reading the final proof.', author: 'Maria L.', book: 'Letters from the Harbor' },
  { quote: 'Three cover concepts in ten days, and the one I chose sells the book for me.', author: 'Devon R.', book: 'Signal Lost' },
  { quote: 'My cookbook went live on every store I wanted, and I kept all my royalties.', author: 'Chef Anita P.', book: 'Sunday Tables' },
  { quote: 'I had forty years of photographs and no idea how to make a book of them. Now it is on my coffee table and in shops.', author: 'Tom B.', book: 'Northern Light' },
];
