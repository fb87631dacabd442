import type { ServiceContent } from '../types';

export const nonFiction: ServiceContent = {
  slug: 'ghostwriting/non-fiction',
  eyebrow: 'Ghostwriting · Non-fiction',
  title: 'Non-fiction ghostwriting: your knowledge, clearly told',
  lead: 'Memoirs, business books, self-help and how-to guides. You bring the experience and the expertise; we turn interviews and notes into a book readers trust and finish.',
  offer: {
    title: 'Written from your own words',
    paragraphs: [
      'Non-fiction lives on credibility. Your writer builds the book from recorded interviews with you, your presentations, articles and notes, and checks facts, dates and quotations along the way.',
      'The structure serves your reader: a memoir needs a story arc, a business book a clear argument, a guide steps a reader can follow.',
    ],
    includes: [
      'Recorded interviews scheduled around you',
      'Research and fact-checking of names, dates and sources',
      'A structure and chapter outline for your approval',
      'Drafts in stages, with your review of every chapter',
      'Permission checks for quotations and images you want to use',
    ],
  },
  process: {
    title: 'From interviews to manuscript',
    steps: [
      { title: 'Goals', text: 'Who the book is for and what it should do for them, and for you.' },
      { title: 'Interviews and material', text: 'We record your stories and gather your documents.' },
      { title: 'Structure', text: 'You approve the chapter outline and the key message of each chapter.' },
      { title: 'Writing and review', text: 'Chapters arrive in batches; you correct facts and tone.' },
      { title: 'Edit and fact-check', text: 'A final edit and a check of every fact the book relies on.' },
    ],
  },
  faq: [
    { question: 'What kinds of non-fiction do you write?', answer: 'Memoir and biography, business and leadership, self-help and wellness, how-to guides, family histories and books about a cause.' },
    { question: 'How much of my time does it take?', answer: 'Mostly the interviews, usually a few hours spread over several weeks, plus time to read and comment on each batch of chapters.' },
    { question: 'Can I use the book for my business?', answer: 'Yes. It is your book: sell it, give it to clients, use it for speaking engagements. You hold every right.' },
    { question: 'What about people who appear in my memoir?', answer: 'We flag passages that could raise privacy or defamation concerns so you can decide how to handle them before publication.' },
  ],
  cta: {
    title: 'Share what you know',
    text: 'Tell us about your experience and your reader. We will propose a structure, a writer and a fixed price.',
    button: 'Plan My Book',
  },
  landing: { path: '/book-ghostwriting-services', label: 'See our ghostwriting packages' },
};
