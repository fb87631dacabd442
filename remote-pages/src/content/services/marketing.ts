import type { ServiceContent } from './types';

export const marketing: ServiceContent = {
  slug: 'marketing',
  eyebrow: 'Marketing & Promotion',
  title: 'Book marketing that finds your readers',
  lead: 'Great books still need to be found. We build a marketing plan around your genre and your readers, run your launch and keep your book visible after it.',
  offer: {
    title: 'A plan, not a pile of tactics',
    paragraphs: [
      'Readers of cozy mysteries, business books and cookbooks live in different places online. We start by finding out where yours are and what makes them buy, then choose the few channels that will work for your book.',
      'You get a written plan with a budget, a launch calendar and the numbers we will watch, and monthly reports that show what sells and what we change.',
    ],
    includes: [
      'Reader and competitor research for your genre',
      'Store page optimization: description, keywords and categories',
      'Launch plan with early reviewers and pre-orders',
      'Retailer and social media advertising',
      'Press releases, podcast and blog outreach',
      'Monthly reports on sales and spend',
    ],
  },
  process: {
    title: 'How we market your book',
    steps: [
      { title: 'Research', text: 'Your readers, comparable titles and what works in your genre.' },
      { title: 'Plan', text: 'Channels, budget, calendar and goals you approve.' },
      { title: 'Launch', text: 'Reviews, pre-orders and ads timed for release week.' },
      { title: 'Grow', text: 'Ongoing promotion, tested and adjusted month by month.' },
      { title: 'Report', text: 'Clear reports so you see what every dollar did.' },
    ],
  },
  faq: [
    { question: 'When should marketing start?', answer: 'Ideally two to three months before release, so reviews and pre-orders are in place for launch week. Books already on sale can start any time.' },
    { question: 'Can you guarantee sales or bestseller status?', answer: 'No honest marketer can. We promise a plan built on research, careful spending and reports that show what works.' },
    { question: 'How much should I spend on ads?', answer: 'It depends on your genre and goals. Your plan sets a budget you are comfortable with, and you approve any change.' },
    { question: 'Do you manage social media for me?', answer: 'Yes, as part of a plan: profiles set up, posts scheduled and advertising run for you.' },
    { question: 'Does marketing work for self-published books?', answer: 'Yes. Readers do not check who published a book; they check the cover, the description and the reviews, which is what we work on.' },
  ],
  cta: {
    title: 'Build your marketing plan',
    text: 'Tell us about your book and your goals. We will send a plan with channels, a calendar and a budget.',
    button: 'Plan My Book Marketing',
  },
  landing: { path: '/book-marketing-services', label: 'See our book marketing services' },
};
