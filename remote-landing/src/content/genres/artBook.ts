import { card } from '../shared';
import type { GenreContent } from '../layouts/genre';

export const artBook: GenreContent = {
  head: { title: 'Art Book Publishing Services', description: 'Art books with color-true layouts, premium print editions and worldwide distribution.', image: '/images/hero-art/Desktop720.webp' },
  formType: 'ArtBook',
  title: 'Your Art, Bound Beautifully',
  subtitle: 'Layouts that let your work breathe, color-true printing and a book you will be proud to sign.',
  buttonText: 'Publish Your Art Book',
  sellingPoints: ['Color-managed image preparation', 'Gallery-quality layouts', 'Premium paper and hardcover', 'Artist statements edited', 'Worldwide distribution', '100% of your royalties'],
  image: { name: 'hero-art', alt: 'An open art book showing a colorful abstract painting' },
  description: {
    title: 'A Portfolio Readers Can Hold',
    paragraphs: [
      'An art book is judged by how faithfully it reproduces your work. We prepare every image for print, proof the colors and design layouts that pace your work like a gallery walk.',
      'Painters, illustrators, sculptors and digital artists use our art books as portfolios, exhibition catalogues and gifts for collectors.',
    ],
  },
  ctas: [{ title: 'See Your Work in Print', text: 'Send us ten images and we will design two sample spreads for free.', button: 'Get My Sample Spreads' }],
  services: {
    title: 'Art Book Services',
    intro: 'From image files to a finished, distributed book.',
    cards: [
      card('palette', 'Image Preparation', 'Color-true', 'Retouching, color profiles and proofs so your prints match your originals.'),
      card('layout', 'Book Design', 'Gallery pacing', 'Layouts, typography and sequencing that let each piece stand on its own.'),
      card('pen', 'Text Editing', 'Your words too', 'Artist statements, essays and captions edited to match the quality of the images.'),
      card('book', 'Printing', 'Premium editions', 'Hardcover, lay-flat and special editions on paper chosen for art.'),
      card('globe', 'Distribution', 'Worldwide', 'Your book in online stores in 100+ countries.'),
      card('megaphone', 'Promotion', 'Reach collectors', 'Launch plans for exhibitions, galleries and online audiences.'),
    ],
  },
  faq: [
    { question: 'What image files do you need?', answer: 'High-resolution photographs or scans of your work; we advise on capture before you start.' },
    { question: 'Will the colors match my originals?', answer: 'We color-manage every image and send printed proofs for your approval.' },
    { question: 'Can I print a small run for an exhibition?', answer: 'Yes. Short runs and print on demand are both available.' },
    { question: 'How long does an art book take?', answer: 'Usually six to ten weeks, depending on the number of images and proof rounds.' },
    { question: 'Do I keep the rights to my work?', answer: 'Always. You keep every right to your art and 100% of your royalties.' },
  ],
};
