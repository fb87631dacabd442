import { CLAIMS } from '@bookcraft/shared';
import type { Illustration, Point, Step } from './types';

export const HOME = {
  hero: {
    eyebrow: 'Ghostwriting · Editing · Design · Publishing · Marketing',
    title: 'Your story, crafted into a book readers can hold',
    lead: 'Whether you have a finished manuscript, a drawer of notes or only an idea, we write, edit, design, publish and market your book, and you keep 100% of your royalties.',
    image: { name: 'hero-general', alt: 'An open book under a starry night sky' } satisfies Illustration,
    button: 'Get a Free Consultation',
    secondary: { to: '/services', label: 'Explore our services' },
  },
  audiences: {
    title: 'Who we help',
    intro: 'Most of our authors have never published before. Some have never written a book. All of them had something worth sharing.',
    points: [
      { title: 'Aspiring authors', text: 'Finish the manuscript, polish it with an editor and publish it the way professionals do.' },
      { title: 'Photographers', text: 'Turn your best work into a photo book with color-true printing and a layout that lets the images breathe.' },
      { title: 'Artists', text: 'Art books and illustrated editions, with careful reproduction and print-ready files.' },
      { title: 'Cooks and chefs', text: 'Cookbooks with tested recipe formatting, food photography layouts and a cover that makes readers hungry.' },
      { title: 'Science-fiction writers', text: 'Editors and cover artists who know the genre, from space opera to near-future thrillers.' },
      { title: 'Anyone with a story but no words', text: 'Tell our ghostwriters your story; they write it in your voice, under your name.' },
    ] satisfies Point[],
  },
  services: {
    title: 'Everything your book needs, under one roof',
    intro: 'Pick one service or let one project manager take your book from idea to launch.',
  },
  stats: {
    title: 'Proof, not promises',
    intro: `Authors rate us ${CLAIMS.rating}. Here is what that track record is made of.`,
  },
  howItWorks: {
    title: 'How it works',
    steps: [
      { title: 'Free consultation', text: 'Tell us about your book and your goals. We listen, answer your questions and recommend only what your book needs.' },
      { title: 'A fixed plan and price', text: 'You receive a written plan with every step, a timeline and one price. No hidden fees, no surprises later.' },
      { title: 'We craft your book', text: 'Writers, editors and designers work on your book while you review and approve every stage.' },
      { title: 'Publish and launch', text: `Your book goes live on ${CLAIMS.platforms} platforms in ${CLAIMS.countries} countries, usually ${CLAIMS.publishingWeeks} after the manuscript is final.` },
    ] satisfies Step[],
  },
  promises: { title: 'What we promise every author' },
  testimonials: { title: 'What our authors say' },
  cta: {
    title: 'Ready to start your book?',
    text: 'Book a free consultation: a publishing consultant will listen to your idea and give you a clear plan and a fixed price.',
    button: 'Get a Free Consultation',
  },
};
