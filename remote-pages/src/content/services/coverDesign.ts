import { CLAIMS } from '@bookcraft/shared';
import type { ServiceContent } from './types';

export const coverDesign: ServiceContent = {
  slug: 'cover-design',
  eyebrow: 'Cover Design & Illustration',
  title: 'A cover that sells your book in one second',
  lead: `On a store page your cover is the size of a stamp. Our designers have created ${CLAIMS.coversDesigned} covers that tell the right reader, instantly, that this book is for them.`,
  facts: [
    { value: CLAIMS.coversDesigned, label: 'covers designed' },
    { value: String(CLAIMS.coverConcepts), label: 'original cover concepts to choose from' },
    { value: CLAIMS.coverDesignWeeks, label: 'from brief to final files' },
  ],
  offer: {
    title: 'Three concepts, then your cover',
    paragraphs: [
      'We start with your genre, your readers and the covers you love. Our designers then create three cover concepts, each a different idea, not three colors of the same one.',
      'You choose one and we refine it with you until it is right, then deliver every file you need for eBook, paperback and hardcover, with spine and back cover sized for your printer.',
    ],
    includes: [
      'Three original cover concepts',
      'Unlimited tweaks on the concept you choose',
      'Custom illustration or licensed photography',
      'eBook cover and full print wrap with spine and back cover',
      'Interior illustrations for children’s, art and cookbooks',
      'Series designs that keep every book recognisable',
    ],
  },
  process: {
    title: 'From brief to print-ready cover',
    steps: [
      { title: 'Brief', text: 'Tell us about the book, its readers and the covers you admire.' },
      { title: 'Three concepts', text: 'Three different ideas, tested at thumbnail size next to your genre’s bestsellers.' },
      { title: 'Refinement', text: 'Type, color and detail tuned on the concept you choose.' },
      { title: 'Final files', text: `eBook and print files, delivered within ${CLAIMS.coverDesignWeeks} of the brief.` },
    ],
  },
  faq: [
    { question: 'How many concepts do I get?', answer: 'Three original concepts, then unlimited tweaks on the one you choose.' },
    { question: 'How long does a cover take?', answer: `Usually ${CLAIMS.coverDesignWeeks} from brief to final files, depending on how much illustration it needs.` },
    { question: 'Do I own the cover?', answer: 'Yes. The final design and its files are yours, with the licenses for any photography or fonts used.' },
    { question: 'Can you design a series?', answer: 'Yes. We design a series look, with a shared layout, typeface and color logic, that stays consistent across books.' },
    { question: 'Do you illustrate inside the book too?', answer: 'Yes. Our illustrators create interior illustrations for children’s books, art books and cookbooks.' },
  ],
  cta: {
    title: 'Get your three cover concepts',
    text: 'Tell us about your book. Your designer will start with a brief and deliver three concepts.',
    button: 'Design My Cover',
  },
  landing: { path: '/book-publishing-services-pricing', label: 'Compare packages with a custom cover' },
};
