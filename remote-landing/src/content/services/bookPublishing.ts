import type { LandingPageContent } from '../types';

export const bookPublishing: LandingPageContent = {
  head: { title: 'Book Publishing Services', description: 'Publish your manuscript with ISBN, copyright and distribution to 50+ platforms in 3–6 weeks, keeping 100% of your royalties.', image: '/images/hero-publishing/Desktop720.webp' },
  formType: 'Publishing',
  hero: {
    keyword: 'Book publishing',
    title: 'Do you have a Manuscript Ready?',
    subtitle: 'We publish it on 50+ platforms in 100+ countries in 3–6 weeks, and you keep 100% of your royalties.',
    button: { text: 'Create your Account', action: 'popup' },
    image: { name: 'hero-publishing', alt: 'A globe surrounded by books on their way to readers' },
    form: { module: './HeroForm' },
  },
  blocks: [
    {
      kind: 'text',
      title: 'Publishing Without the Guesswork',
      paragraphs: [
        'Publishing a book yourself means dozens of decisions: formats, trim sizes, ISBNs, categories, prices, platforms. We make them with you and do the work, so your book reaches readers looking professional and priced right.',
        'You keep the rights, the creative control and every royalty. We charge one fixed price, agreed before we start.',
      ],
    },
    { kind: 'cta', title: 'Ready to See Your Book in Stores?', text: 'A free consultation gives you a publishing plan, a timeline and a fixed price.', button: 'Create your Account', action: 'popup' },
    {
      kind: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        { question: 'Do I keep the rights to my book?', answer: 'Yes. You keep all rights and 100% of your royalties.' },
        { question: 'How long does publishing take?', answer: 'Usually 3–6 weeks from final manuscript to your book going live.' },
        { question: 'Which formats do you publish?', answer: 'eBook, paperback and hardcover, and audiobook on request.' },
        { question: 'Do you provide the ISBN?', answer: 'Yes, we register the ISBN and copyright in your name.' },
        { question: 'Can you edit and design my book first?', answer: 'Yes. Editing, cover design and formatting can all be part of your plan.' },
      ],
    },
  ],
  footerForm: { title: 'Start Publishing Today', buttonText: 'Submit' },
};
