import type { ServiceContent } from '../types';

export const fiction: ServiceContent = {
  slug: 'ghostwriting/fiction',
  eyebrow: 'Ghostwriting · Fiction',
  title: 'Fiction ghostwriting for the novel in your head',
  lead: 'A premise you keep coming back to, characters you already know: our novelists build the plot, the world and the scenes around them, and write the book you want to read.',
  offer: {
    title: 'A novelist for your genre',
    paragraphs: [
      'Thrillers need pace, romance needs tension, fantasy and science fiction need worlds that hold together. We match you with a writer who reads and writes your genre and knows what its readers expect.',
      'You stay the author: you decide what happens to your characters, and you approve the plot outline before drafting starts.',
    ],
    includes: [
      'Premise and character development sessions',
      'A scene-by-scene plot outline for your approval',
      'World-building notes for fantasy and science fiction',
      'Drafts in stages, with your revisions after each',
      'A developmental read and copy-edit of the finished novel',
    ],
  },
  process: {
    title: 'From premise to finished novel',
    steps: [
      { title: 'Premise and cast', text: 'We shape the core idea, the protagonist and what stands in their way.' },
      { title: 'Plot outline', text: 'A chapter-by-chapter outline with the turning points you approve.' },
      { title: 'Drafting', text: 'Your writer delivers chapters in batches for your notes.' },
      { title: 'Revision', text: 'A full revision pass for pace, consistency and voice.' },
      { title: 'Edit', text: 'Our editors copy-edit the manuscript so it is ready for publishing.' },
    ],
  },
  faq: [
    { question: 'Which genres do you write?', answer: 'Literary and commercial fiction, thrillers and mysteries, romance, fantasy, science fiction, horror and historical fiction.' },
    { question: 'I only have a rough idea. Is that enough?', answer: 'Yes. Many novels start with a single scene or a “what if”. The premise sessions turn it into a story with a beginning, a middle and an end.' },
    { question: 'Can you write a series?', answer: 'Yes. We plan the series arc first and keep a series bible so characters and facts stay consistent from book to book.' },
    { question: 'Can I write some chapters myself?', answer: 'Yes. Your writer can match their style to your chapters and revise them so the whole novel reads as one voice.' },
  ],
  cta: {
    title: 'Start your novel',
    text: 'Tell us the premise in a few sentences. We will suggest a writer and a plan with a fixed price.',
    button: 'Discuss My Novel',
  },
  landing: { path: '/book-ghostwriting-services', label: 'See our ghostwriting packages' },
};
