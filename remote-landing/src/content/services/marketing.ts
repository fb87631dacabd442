import type { LandingPageContent } from '../types';

export const marketing: LandingPageContent = {
  head: { title: 'Book Marketing Services', description: 'Book marketing plans, launches and promotion that reach the readers of your genre.', image: '/images/hero-marketing/Desktop720.webp' },
  formType: 'Marketing',
  hero: {
    keyword: 'Book marketing',
    title: 'Put Your Book in Front of the Readers Who Will Love It',
    subtitle: 'Launch plans, advertising and publicity built around your genre and your goals.',
    button: { text: 'Build my Book Marketing Plan', action: 'popup' },
    image: { name: 'hero-marketing', alt: 'A megaphone surrounded by flying books' },
    form: { module: './HeroForm' },
  },
  blocks: [
    {
      kind: 'text',
      title: 'Great Books Still Need to Be Found',
      paragraphs: [
        'Thousands of books are published every day. Readers find the ones that show up where they already look: in store searches, on social media, in newsletters and reviews.',
        'We build a marketing plan around your readers and run it with you, measuring what works and spending where it pays.',
      ],
    },
    {
      kind: 'list',
      title: 'Why Choose Us',
      items: [
        { title: 'Genre specialists', text: 'Campaigns shaped by what sells in your genre.' },
        { title: 'Clear reporting', text: 'You see what every dollar did.' },
        { title: 'No lock-in', text: 'Month to month, no long contracts.' },
      ],
    },
    {
      kind: 'list',
      title: 'Our Marketing Services',
      items: [
        { title: 'Launch campaigns', text: 'Pre-orders, launch week and the first reviews.' },
        { title: 'Store advertising', text: 'Ads on the retail platforms where readers buy.' },
        { title: 'Social media', text: 'Profiles, content and ads that build an audience.' },
        { title: 'Publicity', text: 'Press releases, podcasts, blogs and interviews.' },
        { title: 'Email marketing', text: 'A newsletter that turns readers into fans.' },
      ],
    },
    {
      kind: 'text',
      title: 'Increase Your Visibility',
      paragraphs: ['Better categories, keywords and descriptions lift your book in store searches before a single ad runs. We start there, then add the channels your readers use.'],
    },
    {
      kind: 'list',
      title: 'Genre-Specific Marketing',
      items: [
        { title: 'Fiction', text: 'Reader communities, series read-through and reviews.' },
        { title: 'Non-fiction', text: 'Authority: podcasts, articles and speaking.' },
        { title: "Children's books", text: 'Parents, teachers and librarians.' },
        { title: 'Cookbooks and art books', text: 'Visual channels and gift seasons.' },
      ],
    },
    {
      kind: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        { question: 'When should marketing start?', answer: 'Ideally two to three months before launch, but it is never too late.' },
        { question: 'What budget do I need?', answer: 'Plans start at $500; we recommend a range after a free consultation.' },
        { question: 'Can you market a book you did not publish?', answer: 'Yes, we market books from any publisher.' },
        { question: 'How do you measure results?', answer: 'Sales, rankings, reviews and audience growth, reported monthly.' },
        { question: 'Do you guarantee bestseller status?', answer: 'No honest marketer can; we promise a plan built on what works in your genre.' },
        { question: 'Do I keep control of my accounts?', answer: 'Yes, every account and ad is yours.' },
        { question: 'Can I stop any time?', answer: 'Yes, plans run month to month.' },
      ],
    },
  ],
  footerForm: { title: 'Build Your Marketing Plan', buttonText: 'Submit' },
};
