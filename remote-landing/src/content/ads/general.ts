import type { AdContent } from '../layouts/ad';

const WHY_CHOOSE = [
  { title: '100% royalties', text: 'Every sale is yours; we charge a fixed price and take no share.' },
  { title: 'No hidden fees', text: 'One clear quote before any work begins.' },
  { title: 'Creative control', text: 'You approve every step, from the outline to the cover.' },
  { title: 'One team for everything', text: 'Writing, editing, design, publishing and marketing under one roof.' },
];

export const generalAd: AdContent = {
  head: { title: '{firstProjectDiscount} Off Your First Book Project', description: 'Editing, covers, publishing and marketing at {firstProjectDiscount} off your first project, with a free consultation.', image: '/images/hero-general/Desktop720.webp' },
  formType: 'General',
  title: 'Get {firstProjectDiscount} Off Your First Book Project',
  subtitle: 'Editing, cover design, publishing and marketing by one team, with a free consultation, no hidden fees and 100% of your royalties.',
  image: { name: 'hero-general', alt: 'A stack of freshly published books with a bookmark' },
  whyChoose: WHY_CHOOSE,
};

export { WHY_CHOOSE };
