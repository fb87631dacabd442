import { card } from '../shared';
import type { TemplateContent } from '../layouts/template';

export const editingTemplate: TemplateContent = {
  head: { title: 'Professional Book Editing & Proofreading', description: 'Developmental editing, copy-editing and proofreading by professional editors, with a free sample edit.', image: '/images/hero-editing/Desktop720.webp' },
  formType: 'General',
  title: 'Editing That Makes Your Book Read the Way You Meant It',
  subtitle: '1200+ books edited. A free sample edit shows you what we will do for yours.',
  image: { name: 'hero-editing', alt: 'A manuscript page with neat editing marks in orange' },
  offers: {
    title: 'Your Free Consultation Includes',
    items: [
      { title: 'A free sample edit', text: 'Up to 1,000 words edited so you can see our approach.' },
      { title: 'A manuscript assessment', text: 'What works, what needs attention and which kind of edit your book needs.' },
      { title: 'A fixed price', text: 'One clear quote, no hidden fees.' },
    ],
  },
  blueprint: {
    title: 'Our Editing Blueprint',
    steps: [
      { title: 'Assess', text: 'An editor reads your manuscript and agrees the level of edit with you.' },
      { title: 'Edit', text: 'Structure, clarity and style with tracked changes and comments.' },
      { title: 'Revise', text: 'You accept, reject and ask; your editor answers every note.' },
      { title: 'Proofread', text: 'A second professional catches the last typos before print.' },
    ],
  },
  services: {
    title: 'Editing Services',
    cards: [
      card('book', 'Developmental Editing', 'The big picture', 'Structure, plot, pacing and argument.'),
      card('pen', 'Copy-Editing', 'Line by line', 'Clarity, consistency, grammar and style.'),
      card('layout', 'Proofreading', 'The final polish', 'Typos, punctuation and layout errors caught before print.'),
    ],
  },
  faq: [
    { question: 'Which kind of editing do I need?', answer: 'Your free assessment tells you: developmental for structure, copy-editing for sentences, proofreading for the final check.' },
    { question: 'Will you change my voice?', answer: 'No. We edit for clarity and consistency and every change is suggested, never forced.' },
    { question: 'How long does editing take?', answer: 'Most edits take two to six weeks depending on length and level.' },
    { question: 'Do you edit non-fiction?', answer: 'Yes: memoir, business, self-help, academic and more.' },
    { question: 'What does the offer include?', answer: 'The limited-time discount on editing plus free formatting of the edited manuscript.' },
  ],
};
