import { card } from '../shared';
import type { TemplateContent } from '../layouts/template';

export const coverDesignTemplate: TemplateContent = {
  head: { title: 'Custom Book Cover Design', description: 'Custom book covers and illustrations: three concepts, delivered in 1–4 weeks.', image: '/images/hero-cover/Desktop720.webp' },
  formType: 'General',
  title: 'A Cover That Sells Your Book Before Anyone Reads a Word',
  subtitle: '1000+ covers designed. Three original concepts for yours, in 1–4 weeks.',
  image: { name: 'hero-cover', alt: 'Three book cover concepts side by side' },
  offers: {
    title: 'Your Free Consultation Includes',
    items: [
      { title: 'A genre review', text: 'What the best-selling covers in your genre have in common.' },
      { title: 'A design brief', text: 'Your story, audience and style turned into a brief for the designer.' },
      { title: 'A fixed price', text: 'For three concepts and unlimited tweaks on the one you choose.' },
    ],
  },
  blueprint: {
    title: 'Our Cover Design Blueprint',
    steps: [
      { title: 'Brief', text: 'Tell us about your book and the covers you love.' },
      { title: 'Concepts', text: 'Three original concepts, each a different direction.' },
      { title: 'Refine', text: 'Tweak your favorite until it is right.' },
      { title: 'Deliver', text: 'Print-ready and eBook files for every platform.' },
    ],
  },
  services: {
    title: 'Design Services',
    cards: [
      card('palette', 'Cover Design', 'Front, spine, back', 'Full wraps for paperback and hardcover, and eBook covers.'),
      card('pen', 'Illustration', 'Original art', 'Custom illustrations for covers and interiors.'),
      card('layout', 'Interior Design', 'Inside matters too', 'Typography and layouts that match your cover.'),
    ],
  },
  faq: [
    { question: 'How many concepts do I get?', answer: 'Three original concepts, then unlimited tweaks on the one you choose.' },
    { question: 'How long does a cover take?', answer: 'Between one and four weeks depending on illustration.' },
    { question: 'Do I own the cover?', answer: 'Yes, the final design and its files are yours.' },
    { question: 'Can you design a series?', answer: 'Yes, we design series looks that stay consistent across books.' },
    { question: 'What does the offer include?', answer: 'The limited-time discount plus free formatting of your interior.' },
  ],
};
