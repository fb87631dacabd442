import type { LandingPageContent } from '../types';

export const selfPublishing: LandingPageContent = {
  head: { title: 'Self-Publishing Services', description: 'Self-publish with professional editing, formatting, cover design and worldwide distribution, with full creative control.', image: '/images/hero-self/Desktop720.webp' },
  formType: 'SelfPublishing',
  hero: {
    keyword: 'Self-publishing',
    title: 'Self-Publish Like a Professional',
    subtitle: 'Editing, formatting, a custom cover and distribution to 50+ platforms, with full creative control and 100% of your royalties.',
    button: { text: 'Start Self-Publishing', action: 'popup' },
    image: { name: 'hero-self', alt: 'An author holding their first printed book' },
    form: { module: './HeroForm' },
  },
  blocks: [
    {
      kind: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        { question: 'What is self-publishing?', answer: 'Publishing under your own name and account, keeping your rights and royalties, instead of selling them to a traditional publisher.' },
        { question: 'What do you do that I cannot do alone?', answer: 'Professional editing, design, formatting and distribution, so your book stands next to traditionally published titles.' },
        { question: 'How long does it take?', answer: 'Usually 3–6 weeks once the manuscript is final.' },
        { question: 'Who owns the book?', answer: 'You own the book, the ISBN and all royalties.' },
        { question: 'Can I choose only some services?', answer: 'Yes, pick any service or a package.' },
      ],
    },
  ],
  footerForm: { title: 'Start Self-Publishing Today', buttonText: 'Submit' },
};
