import type { ServiceContent } from './types';

export const formatting: ServiceContent = {
  slug: 'formatting',
  eyebrow: 'Formatting',
  title: 'Book formatting for every edition',
  lead: 'Readers notice a badly set page even when they cannot say why. We lay out your interior for eBook, paperback and hardcover so it reads like a book from a publishing house.',
  offer: {
    title: 'Interiors that pass every retailer’s checks',
    paragraphs: [
      'Print and eBook follow different rules. Print needs margins, bleed, running heads and a trim size your printer supports; eBooks need reflowable text that works on every reader and app.',
      'We format each edition to the specifications of the platforms you publish on, so your files are accepted the first time, and you proof the result before anything goes live.',
    ],
    includes: [
      'Reflowable eBook files (EPUB) with a linked table of contents',
      'Print-ready PDF for paperback and hardcover in your trim size',
      'Chapter openers, running heads and typography chosen for your genre',
      'Image placement for photo, art and cookbooks',
      'Front and back matter: copyright page, dedication, about the author',
    ],
  },
  process: {
    title: 'How formatting works',
    steps: [
      { title: 'Edition plan', text: 'We agree on the editions, the trim size and the interior style.' },
      { title: 'Sample pages', text: 'You approve a chapter opener and a sample spread before the full layout.' },
      { title: 'Full layout', text: 'Every page set for each edition, images and tables included.' },
      { title: 'Your proof', text: 'You check the layout; we correct what you mark.' },
      { title: 'Final files', text: 'Files ready to upload to every platform you publish on.' },
    ],
  },
  faq: [
    { question: 'Which formats do I get?', answer: 'EPUB for eBook stores and print-ready PDFs for paperback and hardcover, one set per edition you choose.' },
    { question: 'Can you format a book with many images?', answer: 'Yes. Cookbooks, art books, photography books and children’s books are laid out with the images placed and sized for print.' },
    { question: 'What if I change the text after formatting?', answer: 'Small corrections at the proof stage are included. Larger rewrites after layout are quoted before we make them.' },
    { question: 'Do I need formatting if my book is already in Word?', answer: 'Yes. A Word file is not a print-ready book; retailers reject files with the wrong margins, fonts or image resolution.' },
  ],
  cta: {
    title: 'Make your pages look professional',
    text: 'Tell us which editions you need. You will get sample pages before we format the whole book.',
    button: 'Format My Book',
  },
  landing: { path: '/book-publishing-services-pricing', label: 'Compare packages that include formatting' },
};
