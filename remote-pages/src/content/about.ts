import { CLAIMS } from '@bookcraft/shared';
import type { Illustration, Point } from './types';

export const ABOUT = {
  hero: {
    title: 'About Book Craft',
    lead: 'We are editors, ghostwriters, designers, narrators and marketers who believe every good story deserves a well-made book, and that the author should own it.',
    image: { name: 'hero-self', alt: 'An author holding a newly printed book at sunset' } satisfies Illustration,
  },
  story: {
    title: 'Why we do this',
    paragraphs: [
      'Publishing used to have two doors. Either a traditional publisher said yes, took your rights and most of your royalties, or you did everything alone and hoped the result looked professional.',
      'Book Craft is the third door. We give first-time authors the same team a publishing house would: an editor who respects your voice, a designer who knows your genre, a production team that gets the files right and a marketer who knows where your readers are. The difference is that you hire us, so the book, the rights and the royalties stay yours.',
      'Our authors are novelists and chefs, photographers and grandparents, business owners and science-fiction fans. What they share is a story they care about and the wish to see it done properly.',
    ],
  },
  values: {
    title: 'What you can count on',
    points: [
      { title: 'One project manager', text: 'One person knows your book from the first call to the launch and answers your questions.' },
      { title: 'A fixed price', text: 'The price in your plan is the price you pay. No hidden fees for files, revisions you were promised or uploads.' },
      { title: 'Your approval at every step', text: 'Outline, manuscript, cover concepts, interior layout and launch plan: nothing moves on until you say yes.' },
      { title: 'Your name, your rights', text: `We publish under your name and account. You keep the copyright and ${CLAIMS.royalties} of your royalties.` },
      { title: 'Honest timelines', text: `Publishing takes ${CLAIMS.publishingWeeks} once the manuscript is final; a cover ${CLAIMS.coverDesignWeeks}. We tell you when, and we keep to it.` },
      { title: 'Confidentiality', text: 'Ghostwritten books carry only your name. We do not show or discuss your project without your permission.' },
    ] satisfies Point[],
  },
  team: {
    title: 'The people on your book',
    points: [
      { title: 'Ghostwriters', text: 'Novelists, journalists and screenwriters who interview you and write in your voice.' },
      { title: 'Editors and proofreaders', text: 'Developmental editors, copy-editors and proofreaders who work with tracked changes you can accept or reject.' },
      { title: 'Designers and illustrators', text: 'Cover designers, illustrators and typesetters for print and eBook.' },
      { title: 'Narrators and producers', text: 'Professional voices and audio engineers for audiobooks and book trailers.' },
      { title: 'Marketers', text: 'Launch planners, advertising specialists and publicists who know your genre’s readers.' },
      { title: 'Web developers', text: 'The team that builds author websites that sell books and grow mailing lists.' },
    ] satisfies Point[],
  },
  stats: { title: 'Our track record' },
  cta: {
    title: 'Tell us about your book',
    text: 'A free consultation costs nothing and commits you to nothing. You leave it with a plan, a timeline and a fixed price.',
    button: 'Get a Free Consultation',
    contact: 'Contact us',
  },
};
