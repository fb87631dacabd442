import { CLAIMS, GHOSTWRITING_PAGES, SERVICE_PAGES } from '@bookcraft/shared';
import type { InfoPageContent } from './types';

export const home: InfoPageContent = {
  head: {
    title: 'Book Craft – Ghostwriting, Editing, Covers and Publishing for Authors',
    description: 'Book Craft helps aspiring authors, photographers, artists, cooks and anyone with a story turn it into a published book, with 100% royalties and no hidden fees.',
  },
  title: 'Your story, crafted into a book readers can hold',
  lead: 'Aspiring authors, photographers, artists, cooks and chefs, science-fiction writers and anyone with a story but no words: we write, edit, design, publish and market your book while you keep 100% of your royalties.',
  cta: 'Get a Free Consultation',
  sections: [
    {
      heading: 'Proof, not promises',
      paragraphs: [
        `${CLAIMS.booksEdited} books edited, ${CLAIMS.coversDesigned} covers designed and ${CLAIMS.booksPublished} books published, rated ${CLAIMS.rating} by our authors.`,
        `Your book reaches readers in ${CLAIMS.countries} countries on ${CLAIMS.platforms} platforms, usually within ${CLAIMS.publishingWeeks}.`,
      ],
    },
    {
      heading: 'What we promise every author',
      paragraphs: ['No hidden fees. 100% royalties. Full creative control, from the first outline to the launch.'],
    },
  ],
  links: SERVICE_PAGES.map((service) => ({ to: service.path, label: service.label })),
};

export const about: InfoPageContent = {
  head: { title: 'About Us', description: 'Meet Book Craft: editors, ghostwriters, designers and marketers who have helped hundreds of authors publish.' },
  title: 'About Book Craft',
  lead: 'We are a team of editors, ghostwriters, designers and marketers who believe every good story deserves a well-made book.',
  sections: [
    {
      heading: 'How we work',
      paragraphs: [
        'Every project starts with a free consultation. You get one project manager, a clear plan and a fixed price before any work begins.',
        'You approve every step: the outline, the manuscript, the cover concepts and the launch plan. The book and its royalties stay yours.',
      ],
    },
  ],
};

export const servicesOverview: InfoPageContent = {
  head: { title: 'Services', description: 'Ghostwriting, editing and proofreading, cover design, formatting, audiobooks, publishing, marketing, author websites and video trailers.' },
  title: 'Everything a book needs, under one roof',
  lead: 'Pick one service or let us take your book from idea to bestseller list. Every service comes with a free consultation.',
  sections: [],
  links: [...SERVICE_PAGES, ...GHOSTWRITING_PAGES].map((service) => ({ to: service.path, label: service.label })),
};

export const blogs: InfoPageContent = {
  head: { title: 'Blog', description: 'Practical articles for authors on writing, editing, cover design, publishing and book marketing.' },
  title: 'The Book Craft Blog',
  lead: 'Practical advice on writing, editing, publishing and marketing your book, from the people who do it every day.',
  sections: [],
};

export const thankYou: InfoPageContent = {
  head: { title: 'Thank You', description: 'Thank you for contacting Book Craft. A consultant will be in touch shortly.', noindex: true },
  title: 'Thank You!',
  lead: 'We received your details. A publishing consultant will call or e-mail you within one business day to plan your free consultation.',
  sections: [],
};
