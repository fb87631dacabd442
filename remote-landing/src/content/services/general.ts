import { TRUST_STATS } from '../shared';
import type { LandingPageContent } from '../types';

/** "Any other path" (requirements §2.3). */
export const general: LandingPageContent = {
  head: { title: 'Publish Your Book with Book Craft', description: 'Ghostwriting, editing, covers, publishing and marketing for authors, with 100% royalties and no hidden fees.', image: '/images/hero-general/Desktop720.webp' },
  formType: 'General',
  hero: {
    title: 'Turn Your Story Into a Published Book',
    subtitle: 'Editing, covers, publishing and marketing by one team, with 100% of your royalties and no hidden fees.',
    button: { text: 'Get a Free Consultation', action: 'popup' },
    image: { name: 'hero-general', alt: 'A stack of freshly published books with a bookmark' },
    form: { module: './HeroForm' },
  },
  blocks: [TRUST_STATS],
  footerForm: { buttonText: 'Submit' },
};
