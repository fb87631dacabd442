import type { Illustration } from './types';

export const SERVICES_OVERVIEW = {
  hero: {
    title: 'Services for every stage of your book',
    lead: 'Writing, editing, design, production, publishing and promotion. Choose one service, or let one project manager take your book from idea to launch. Every project starts with a free consultation.',
    image: { name: 'hero-publishing', alt: 'An open book beneath a globe' } satisfies Illustration,
  },
  services: { title: 'Our services' },
  ghostwriting: {
    title: 'Ghostwriting, by kind of book',
    intro: 'Our ghostwriters specialise. Choose the kind of book you want written.',
  },
  cta: {
    title: 'Not sure where to start?',
    text: 'Tell us where your book stands today. A consultant will recommend only the services it needs, with a fixed price.',
    button: 'Get a Free Consultation',
  },
};
