import { card } from '../shared';
import type { GenreContent } from '../layouts/genre';

export const sciFi: GenreContent = {
  head: { title: 'Sci-Fi Book Publishing Services', description: 'Editing, cover art and worldwide publishing for science-fiction authors, with 100% royalties.', image: '/images/hero-scifi/Desktop720.webp' },
  formType: 'SciFi',
  title: 'Launch Your Science Fiction Into Every Galaxy of Readers',
  subtitle: 'Editors who know the genre, cover art that stops the scroll, and publishing on 50+ platforms in 3–6 weeks.',
  buttonText: 'PUBLISH YOUR BOOK NOW',
  secondaryButtonText: 'Create Your Account',
  sellingPoints: ['Genre-savvy developmental editing', 'Custom cover art with three concepts', 'Series and world-building support', 'eBook, paperback and hardcover', 'Distribution in 100+ countries', '100% of your royalties'],
  image: { name: 'hero-scifi', alt: 'A starship leaving a ringed planet' },
  description: {
    title: 'Science Fiction Deserves Specialists',
    paragraphs: [
      'Readers of science fiction expect consistent worlds, believable technology and covers that promise adventure. Our editors check your physics, timelines and invented languages as carefully as your commas.',
      'Whether it is a space opera, hard SF or a near-future thriller, we publish it so that it looks like it belongs next to the books your readers already love.',
    ],
  },
  ctas: [
    { title: 'Your Universe Is Ready for Readers', text: 'Get a free manuscript review and a publishing plan for your series.', button: 'Get My Free Review' },
    { title: 'Going Global Takes One Click', text: 'Publish on 50+ platforms in 100+ countries and keep every royalty.', button: 'PUBLISH YOUR BOOK NOW' },
  ],
  services: {
    title: 'Everything Your Sci-Fi Book Needs',
    intro: 'Pick what you need or let us take the whole journey with you.',
    cards: [
      card('pen', 'Developmental Editing', 'Plot, pacing, world', 'Structural feedback on your story, characters and the rules of your world.', ['Plot holes', 'Pacing', 'Timeline checks', 'Technology consistency', 'Character arcs', 'Dialogue', 'Invented languages', 'Series continuity']),
      card('palette', 'Cover Art', 'Three concepts', 'Original illustrated covers in 1–4 weeks, with three concepts to choose from.'),
      card('layout', 'Formatting', 'Every edition', 'Interiors for eBook, paperback and hardcover, with chapter art on request.'),
      card('globe', 'Publishing', '50+ platforms', 'ISBN, copyright and distribution to 100+ countries in 3–6 weeks.'),
      card('megaphone', 'Marketing', 'Reach SF readers', 'Launch campaigns aimed at the communities where science-fiction readers gather.'),
      card('headphones', 'Audiobook', 'Voices for your cast', 'Narrators who can carry aliens, AIs and a whole crew.'),
    ],
  },
  faq: [
    { question: 'Do your editors read science fiction?', answer: 'Yes. Sci-fi manuscripts go to editors who read and edit the genre, from space opera to hard SF.' },
    { question: 'Can you publish a series?', answer: 'Yes. We keep covers, formatting and metadata consistent across a series and can publish books on a schedule.' },
    { question: 'How long does publishing take?', answer: 'Usually 3–6 weeks from final manuscript to your book going live.' },
    { question: 'Who owns the cover art?', answer: 'You do. The final cover and its files are yours to use anywhere.' },
    { question: 'Do I keep my royalties?', answer: 'Yes, 100% of them. We charge a fixed price for our services and take no share of your sales.' },
  ],
};
