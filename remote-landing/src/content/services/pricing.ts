import { PRICING_PLANS } from '@bookcraft/shared';
import type { LandingPageContent } from '../types';

export const pricing: LandingPageContent = {
  head: { title: 'Book Publishing Packages and Pricing', description: 'Six publishing packages from $399 to $11,899: editing, formatting, covers, ISBN, distribution and marketing.', image: '/images/hero-pricing/Desktop720.webp' },
  formType: 'SelfPublishing',
  hero: {
    keyword: 'Packages and pricing',
    title: 'Publishing Packages for Every Author',
    subtitle: 'Clear prices, no hidden fees and 100% of your royalties, from $399.',
    button: { text: 'Choose Your Package', action: 'footer' },
    image: { name: 'hero-pricing', alt: 'Six books of growing size standing side by side' },
  },
  blocks: [
    { kind: 'pricing', title: 'Compare Our Packages', plans: PRICING_PLANS },
    {
      kind: 'faq',
      title: 'Frequently Asked Questions',
      items: [
        { question: 'Are there any hidden fees?', answer: 'No. The package price is what you pay.' },
        { question: 'Can I upgrade later?', answer: 'Yes, you pay only the difference to the larger package.' },
        { question: 'Do I keep my royalties on every package?', answer: 'Yes, 100% of your royalties on every package.' },
        { question: 'What does "platforms" mean?', answer: 'The number of retailers and libraries your book is distributed to.' },
        { question: 'Can I pay in instalments?', answer: 'Yes, larger packages can be split into monthly payments.' },
      ],
    },
  ],
  footerForm: { title: 'Ask About a Package', buttonText: 'Submit', choosePlan: true },
};
