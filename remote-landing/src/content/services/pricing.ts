import type { PricingPlan } from '@bookcraft/shared';
import type { LandingPageContent } from '../types';

const plan = (name: string, price: string, platforms: string, editing: string, formatting: string, design: string, marketing: string, additional: string): PricingPlan => ({
  plan: name,
  price,
  platforms,
  editing,
  formatting,
  design,
  marketing,
  additional,
});

/** SPEC §9: the six plans, each adding to the one before. */
export const PRICING_PLANS: PricingPlan[] = [
  plan('Starter', '$399', '3', 'Basic proofreading', 'eBook formatting', '—', '—', '—'),
  plan('Essential', '$799', '6', 'Detailed editing', 'eBook and paperback formatting', 'Template cover', '—', 'ISBN'),
  plan('Professional', '$1,299', '10', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover', 'Marketing consultation', 'ISBN, copyright filing'),
  plan('Premium', '$2,599', '15', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover', 'Social media setup', 'ISBN, copyright filing, author website'),
  plan('Elite', '$6,599', '20', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover and custom illustrations', 'Advanced marketing and publicity, ongoing social marketing', 'ISBN, copyright filing, author website'),
  plan('Ultimate', '$11,899', '100+', 'Comprehensive editing', 'eBook, paperback and hardcover', 'Custom cover and custom illustrations', '1-year marketing plan, pre-selling launch, ongoing social marketing', 'ISBN, copyright filing, author website, video trailer, personal branding'),
];

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
  footerForm: { title: 'Ask About a Package', buttonText: 'Submit' },
};
