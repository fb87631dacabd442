import { card } from '../shared';
import type { TemplateContent } from '../layouts/template';

export const publishingTemplate: TemplateContent = {
  head: { title: 'Book Publishing with Global Distribution', description: 'Publish with ISBN, copyright and distribution to 50+ platforms in 100+ countries in 3–6 weeks.', image: '/images/hero-publishing/Desktop720.webp' },
  formType: 'Publishing',
  title: 'Publish Your Book Worldwide in 3–6 Weeks',
  subtitle: '500+ books published on 50+ platforms in 100+ countries. You keep 100% of your royalties.',
  image: { name: 'hero-publishing', alt: 'A globe surrounded by books on their way to readers' },
  offers: {
    title: 'Your Free Consultation Includes',
    items: [
      { title: 'A publishing plan', text: 'Formats, platforms and a launch date for your book.' },
      { title: 'A metadata review', text: 'Title, categories and keywords that help readers find you.' },
      { title: 'A fixed price', text: 'ISBN, copyright and distribution in one quote.' },
    ],
  },
  blueprint: {
    title: 'Our Publishing Blueprint',
    steps: [
      { title: 'Prepare', text: 'Files, formatting and metadata made ready for every store.' },
      { title: 'Register', text: 'ISBN and copyright registered in your name.' },
      { title: 'Distribute', text: 'Your book sent to 50+ platforms in 100+ countries.' },
      { title: 'Launch', text: 'Your book goes live and you keep every royalty.' },
    ],
  },
  services: {
    title: 'Publishing Services',
    cards: [
      card('globe', 'Global Distribution', '50+ platforms', 'eBook, paperback and hardcover in stores worldwide.'),
      card('book', 'ISBN and Copyright', 'In your name', 'Registered for you, owned by you.'),
      card('megaphone', 'Launch Support', 'Day one matters', 'A launch plan to get your first readers and reviews.'),
    ],
  },
  faq: [
    { question: 'Where will my book be sold?', answer: 'On 50+ platforms in 100+ countries, including the major eBook and print retailers.' },
    { question: 'Who owns the ISBN?', answer: 'You do; we register it in your name.' },
    { question: 'How long does publishing take?', answer: 'Usually 3–6 weeks from final files.' },
    { question: 'Do I keep my royalties?', answer: 'Yes, 100% of them.' },
    { question: 'What does the offer include?', answer: 'The limited-time discount on publishing plus free formatting.' },
  ],
};
