import { card } from '../shared';
import type { GenreContent } from '../layouts/genre';

export const photography: GenreContent = {
  head: { title: 'Photography Book Publishing Services', description: 'Photo books for photographers: sequencing, layout, printing and worldwide distribution.', image: '/images/hero-photo/Desktop720.webp' },
  formType: 'Photography',
  title: 'Your Photographs, Published',
  subtitle: 'Sequencing, layout and printing that do justice to every frame.',
  buttonText: 'Publish Your Photo Book',
  sellingPoints: ['Image sequencing by an editor', 'Layouts that respect the frame', 'Color-managed printing', 'Lay-flat and hardcover options', 'Worldwide distribution', '100% of your royalties'],
  image: { name: 'hero-photo', alt: 'A camera resting on an open photo book of landscapes' },
  description: {
    title: 'A Body of Work, Not a Folder of Files',
    paragraphs: [
      'A photo book is an edit as much as a design: which images, in which order, at which size. Our photo editors help you sequence a story and our designers give every frame the space it needs.',
      'Landscape, street, wedding and documentary photographers publish with us for exhibitions, clients and readers worldwide.',
    ],
  },
  ctas: [{ title: 'Turn Your Archive Into a Book', text: 'Send a selection and get a free sequencing proposal.', button: 'Get My Proposal' }],
  services: {
    title: 'Photography Book Services',
    intro: 'From selection to shelves.',
    cards: [
      card('palette', 'Photo Editing', 'Selection and sequence', 'An editor helps you choose and order images into a coherent story.'),
      card('layout', 'Layout Design', 'Room to breathe', 'Page designs and typography that serve the photographs.'),
      card('book', 'Printing', 'Color-managed', 'Proofed printing on papers chosen for photography, including lay-flat.'),
      card('pen', 'Captions and Essays', 'Words that help', 'Introductions, captions and essays written or edited for you.'),
      card('globe', 'Distribution', '100+ countries', 'Your book in online stores worldwide.'),
      card('monitor', 'Author Website', 'Your portfolio online', 'A website that shows your work and sells your book.'),
    ],
  },
  faq: [
    { question: 'How many photographs should the book have?', answer: 'Most photo books hold 60 to 150 images; we help you choose the strongest sequence.' },
    { question: 'What resolution do you need?', answer: '300 dpi at the printed size is ideal; we check every file before layout.' },
    { question: 'Can I order a lay-flat edition?', answer: 'Yes, lay-flat and hardcover editions are available.' },
    { question: 'How long does it take?', answer: 'Usually six to ten weeks including proofs.' },
    { question: 'Do I keep my rights and royalties?', answer: 'Yes. Your photographs stay yours and you keep 100% of your royalties.' },
  ],
};
