import type { ServiceContent } from './types';

export const audioBook: ServiceContent = {
  slug: 'audio-book',
  eyebrow: 'Audiobook',
  title: 'Audiobook production with professional narrators',
  lead: 'Many readers now listen. We cast the narrator, record in a professional studio and master your audiobook to the standards audiobook retailers require.',
  offer: {
    title: 'Your book, read beautifully',
    paragraphs: [
      'The narrator is your book’s voice for hours at a time, so you choose: we send auditions from narrators who suit your genre and your characters, or you narrate it yourself with our producers in the studio.',
      'Every chapter is edited, proofed against the text and mastered to the level, noise and file requirements of the audiobook stores, then delivered with a square cover for audio platforms.',
    ],
    includes: [
      'Narrator auditions to choose from, or direction if you narrate',
      'Studio recording and editing',
      'Proof listening against your manuscript',
      'Mastering to audiobook retailer standards',
      'Opening and closing credits and a retail sample',
      'Square cover artwork for audio platforms',
    ],
  },
  process: {
    title: 'How your audiobook is made',
    steps: [
      { title: 'Casting', text: 'You hear auditions and choose your narrator.' },
      { title: 'Preparation', text: 'Pronunciations of names and places agreed before recording.' },
      { title: 'Recording', text: 'Chapters recorded in the studio and edited.' },
      { title: 'Proof and master', text: 'Every chapter checked against the text and mastered.' },
      { title: 'Delivery', text: 'Files and cover ready for audiobook retailers.' },
    ],
  },
  faq: [
    { question: 'Can I narrate my own book?', answer: 'Yes. Memoirs and non-fiction often work best in the author’s voice. Our producers direct you in the studio and handle the editing.' },
    { question: 'How long is an audiobook?', answer: 'Roughly one finished hour for every 9,000 words of text, so a typical novel runs eight to ten hours.' },
    { question: 'Who owns the recording?', answer: 'You do. You can publish it wherever you like and keep the royalties.' },
    { question: 'Do you distribute the audiobook?', answer: 'Yes. Audiobook distribution can be part of your publishing plan, alongside your eBook and print editions.' },
  ],
  cta: {
    title: 'Give your book a voice',
    text: 'Tell us about your book and the voice you imagine. We will send auditions and a fixed price.',
    button: 'Start My Audiobook',
  },
  landing: { path: '/book-publishing-services', label: 'Publish your book with its audiobook' },
};
