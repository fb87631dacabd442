import { CLAIMS } from '@bookcraft/shared';
import type { ServiceContent } from '../types';

export const ghostwriting: ServiceContent = {
  slug: 'ghostwriting',
  eyebrow: 'Ghostwriting',
  title: 'Ghostwriting: your story, written in your voice',
  lead: 'You have the ideas, the experience or the memories. A professional ghostwriter finds the words, chapter by chapter, and the finished book carries only your name.',
  offer: {
    title: 'What working with a ghostwriter looks like',
    paragraphs: [
      'Every project starts with conversations. Your writer interviews you, records your stories and opinions and learns how you speak, so the book sounds like you and not like us.',
      `You approve an outline before a single chapter is written, and you review the drafts in stages. When the manuscript is finished it goes to our editors, and you keep every right and ${CLAIMS.royalties} of the royalties.`,
    ],
    includes: [
      'A writer matched to your genre and subject',
      'Recorded interviews, or work from your notes, voice memos and documents',
      'A chapter-by-chapter outline for your approval',
      'Drafts delivered in stages, with your revisions after each',
      'A professional edit and proofread of the finished manuscript',
      'A confidentiality agreement: nobody needs to know you had help',
    ],
  },
  related: { title: 'Choose the kind of book', slugs: ['ghostwriting/fiction', 'ghostwriting/non-fiction', 'ghostwriting/children-book', 'ghostwriting/script-writing'] },
  process: {
    title: 'How a ghostwritten book comes together',
    steps: [
      { title: 'Discovery call', text: 'We talk about your book, your reader and your goals, and match you with a writer.' },
      { title: 'Interviews', text: 'Your writer gathers your material in recorded sessions at times that suit you.' },
      { title: 'Outline', text: 'You approve the structure, chapter by chapter, before drafting starts.' },
      { title: 'Drafting in stages', text: 'Chapters arrive in batches; your notes shape the next batch.' },
      { title: 'Edit and handover', text: 'Our editors polish the manuscript and you receive the final files, ready to publish.' },
    ],
  },
  faq: [
    { question: 'Whose name goes on the book?', answer: 'Yours alone. The writer signs a confidentiality agreement and is never credited unless you want them to be.' },
    { question: 'Will the book really sound like me?', answer: 'Yes. Your writer works from hours of your own words and you review every chapter, so the voice is tuned to yours as the book grows.' },
    { question: 'How long does a ghostwritten book take?', answer: 'It depends on length and research. Your plan gives you dates for the outline, each batch of chapters and the final manuscript before you commit.' },
    { question: 'Who owns the rights?', answer: `You do: the copyright, the manuscript and ${CLAIMS.royalties} of the royalties once the book is published.` },
    { question: 'Can you also publish the book?', answer: `Yes. Editing, cover design, formatting and publishing to ${CLAIMS.platforms} platforms can all be part of the same plan.` },
  ],
  cta: {
    title: 'Hire a professional writer',
    text: 'Tell us what your book is about. We will match you with a writer and send you a plan with a fixed price.',
    button: 'Start My Book',
  },
  landing: { path: '/book-ghostwriting-services', label: 'See our ghostwriting packages' },
};
