import { CLAIMS } from '@bookcraft/shared';
import type { ServiceContent } from './types';

export const publishing: ServiceContent = {
  slug: 'publishing',
  eyebrow: 'Publishing',
  title: 'Publish your book worldwide, in your name',
  lead: `We take care of the ISBN, copyright and distribution and put your book on ${CLAIMS.platforms} platforms in ${CLAIMS.countries} countries, usually within ${CLAIMS.publishingWeeks}, while you keep ${CLAIMS.royalties} of your royalties.`,
  facts: [
    { value: CLAIMS.booksPublished, label: 'books published' },
    { value: CLAIMS.platforms, label: 'platforms' },
    { value: CLAIMS.countries, label: 'countries' },
    { value: CLAIMS.publishingWeeks, label: 'to publication' },
    { value: CLAIMS.royalties, label: 'royalties to you' },
  ],
  offer: {
    title: 'Self-publishing, done professionally',
    paragraphs: [
      'Self-publishing means the book is yours: your name as author and publisher, your accounts on the retailers, your price and your royalties. What you should not have to do alone is the paperwork and the file preparation.',
      'We register your ISBNs and copyright, prepare the metadata and categories that help readers find you, and publish your eBook, paperback and hardcover editions to online stores, bookshops and libraries.',
    ],
    includes: [
      'ISBNs registered in your name for each edition',
      'Copyright registration',
      'Metadata, description, keywords and categories',
      'eBook, paperback and hardcover distribution',
      `Retail and library distribution to ${CLAIMS.platforms} platforms`,
      'Author accounts set up and handed over to you',
    ],
  },
  process: {
    title: 'From manuscript to bookstores',
    steps: [
      { title: 'Publishing plan', text: 'Editions, prices, platforms and launch date agreed with you.' },
      { title: 'Files and metadata', text: 'Your formatted files, cover, description and categories prepared.' },
      { title: 'ISBN and copyright', text: 'Registered in your name for every edition.' },
      { title: 'Go live', text: `Your book goes on sale worldwide, usually ${CLAIMS.publishingWeeks} after the manuscript is final.` },
    ],
  },
  faq: [
    { question: 'Do I keep the rights to my book?', answer: `Yes. You keep every right and ${CLAIMS.royalties} of your royalties; the retailers pay you directly.` },
    { question: 'How long does publishing take?', answer: `Usually ${CLAIMS.publishingWeeks} from final manuscript to your book going live.` },
    { question: 'Which formats do you publish?', answer: 'eBook, paperback and hardcover, and audiobook on request.' },
    { question: 'Do you provide the ISBN?', answer: 'Yes. We register the ISBNs and the copyright in your name.' },
    { question: 'Can you edit and design my book first?', answer: 'Yes. Editing, cover design and formatting can all be part of your publishing plan.' },
  ],
  cta: {
    title: 'Publish your book',
    text: 'Tell us where your manuscript stands. We will send a publishing plan with a timeline and a fixed price.',
    button: 'Publish My Book',
  },
  landing: { path: '/book-publishing-services', label: 'See our book publishing services' },
};
