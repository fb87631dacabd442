import { CLAIMS } from '@bookcraft/shared';
import type { ServiceContent } from './types';

export const proofreading: ServiceContent = {
  slug: 'proofreading',
  eyebrow: 'Editing & Proofreading',
  title: 'Editing and proofreading that keep your voice',
  lead: `From the structure of the whole book to the last comma: editors who have worked on ${CLAIMS.booksEdited} books make your manuscript read the way you meant it.`,
  facts: [{ value: CLAIMS.booksEdited, label: 'books edited' }, { value: CLAIMS.rating, label: 'average author rating' }],
  offer: {
    title: 'The right level of editing for your manuscript',
    paragraphs: [
      'Not every book needs every kind of edit. A free sample edit tells you which one yours needs: developmental editing for structure, plot and argument; copy-editing for clarity, consistency and flow; proofreading for the final check of spelling, punctuation and typography.',
      'Every change is made with tracked changes and comments, so you see exactly what was changed and why, and you accept or reject each suggestion.',
    ],
    includes: [
      'A free sample edit and a recommendation',
      'Developmental editing with an editorial letter',
      'Line and copy-editing with tracked changes',
      'A style sheet of names, spellings and conventions',
      'A final proofread of the formatted book',
    ],
  },
  process: {
    title: 'How your edit works',
    steps: [
      { title: 'Sample edit', text: 'We edit a few pages free of charge and recommend the level of editing you need.' },
      { title: 'Editor match', text: 'An editor who knows your genre reads the whole manuscript.' },
      { title: 'The edit', text: 'Tracked changes and comments, plus an editorial letter for developmental edits.' },
      { title: 'Your revision', text: 'You accept, reject and revise; your editor answers your questions.' },
      { title: 'Proofread', text: 'A final proofread catches what is left before the book is published.' },
    ],
  },
  faq: [
    { question: 'Which kind of editing do I need?', answer: 'Your free sample edit tells you: developmental for structure, copy-editing for sentences, proofreading for the final check.' },
    { question: 'Will you change my voice?', answer: 'No. We edit for clarity and consistency and every change is suggested with tracked changes, never forced.' },
    { question: 'How long does editing take?', answer: 'Most edits take two to six weeks depending on the length of the manuscript and the level of editing.' },
    { question: 'Do you edit non-fiction and academic work?', answer: 'Yes: memoir, business, self-help, cookbooks, photography texts and academic work, each by an editor who knows the field.' },
    { question: 'What file do I send?', answer: 'A Word or Google Docs file is best, because tracked changes work in both.' },
  ],
  cta: {
    title: 'Get a free sample edit',
    text: 'Send us your manuscript or its first chapter. We will edit a sample and tell you what your book needs.',
    button: 'Request My Sample Edit',
  },
  landing: { path: '/self-publishing-services', label: 'See editing in our self-publishing services' },
};
