import { card } from '../shared';
import type { GenreContent } from '../layouts/genre';

export const ghostwriting: GenreContent = {
  head: { title: 'Book Ghostwriting Services', description: 'Professional ghostwriters write your book in your voice, under your name, with 100% of the royalties yours.', image: '/images/hero-ghostwriting/Desktop720.webp' },
  formType: 'GhostWriting',
  title: 'Your Story, Written by a Professional Ghostwriter',
  subtitle: 'You bring the ideas, memories and expertise. Our writers turn them into a finished book in your voice, under your name.',
  buttonText: 'HIRE A PROFESSIONAL WRITER',
  sellingPoints: ['Writers matched to your genre', 'Your voice, your name on the cover', 'Chapter-by-chapter reviews', 'Full rights and 100% royalties', 'Strict confidentiality', 'Editing and publishing included on request'],
  image: { name: 'hero-ghostwriting', alt: 'A fountain pen writing across the pages of an open book' },
  description: {
    title: 'A Book Without the Blank Page',
    paragraphs: [
      'Most people with a story never write it, not for lack of ideas but for lack of time or craft. A ghostwriter closes that gap: we interview you, shape the outline with you and write the manuscript chapter by chapter, each one reviewed by you before we move on.',
      'Fiction, memoir, business books, children’s books and scripts: every project is matched with a writer who has published in that genre.',
    ],
  },
  ctas: [
    { title: 'Talk to a Ghostwriter Today', text: 'A free consultation tells you what your book needs, how long it takes and what it costs. No obligation.', button: 'Book My Free Consultation' },
    { title: 'Your Book Can Be Finished This Year', text: 'Most manuscripts are complete in three to six months.', button: 'Start My Book' },
  ],
  services: {
    title: 'Ghostwriting Services',
    intro: 'Everything it takes to turn your idea into a book readers finish.',
    cards: [
      card('pen', 'Fiction Ghostwriting', 'Novels and short stories', 'Plot, characters and world-building from your idea, written by novelists who love your genre.', ['Thriller', 'Romance', 'Fantasy', 'Mystery', 'Literary fiction', 'Young adult', 'Historical fiction', 'Horror']),
      card('book', 'Memoir and Biography', 'Your life, well told', 'We record your memories in interviews and shape them into a story your family and readers will keep.'),
      card('rocket', 'Business Books', 'Expertise into authority', 'A book that explains your method, wins clients and opens stages.', ['Leadership', 'Marketing', 'Finance', 'Self-help']),
      card('palette', "Children's Books", 'Stories children ask for again', 'Picture books and early readers, written for the age you have in mind, ready for illustration.'),
      card('film', 'Script Writing', 'For screen and stage', 'Screenplays and scripts in industry format, from your story or your book.'),
      card('layout', 'Editing and Publishing', 'From manuscript to market', 'Add editing, cover design, formatting and publishing and we carry your book all the way to readers.'),
    ],
  },
  faq: [
    { question: 'Will the book sound like me?', answer: 'Yes. Your writer studies how you speak and write in recorded interviews, and you review every chapter until it reads like you.' },
    { question: 'Whose name goes on the cover?', answer: 'Yours. The book, its rights and all of its royalties belong to you; we sign a confidentiality agreement before we start.' },
    { question: 'How long does a ghostwritten book take?', answer: 'Most books take three to six months, depending on length and how quickly you review chapters.' },
    { question: 'How much does ghostwriting cost?', answer: 'It depends on length and research. After a free consultation you get a fixed price with no hidden fees.' },
    { question: 'Can you publish the book too?', answer: 'Yes. We can edit, design, format and publish it on 50+ platforms in 100+ countries.' },
  ],
};
