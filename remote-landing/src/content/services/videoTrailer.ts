import { CLAIMS, TRAILER_FAQ, TRAILER_STEPS } from '@bookcraft/shared';
import type { LandingPageContent } from '../types';

export const videoTrailer: LandingPageContent = {
  head: { title: 'Book Video Trailer Services', description: `Cinematic book trailers produced in ${CLAIMS.trailerWeeks} through a ${CLAIMS.trailerSteps}-step process.`, image: '/images/hero-trailer/Desktop720.webp' },
  formType: 'VideoTrailer',
  hero: {
    keyword: 'Book trailers',
    title: 'A Trailer That Makes Readers Press Play',
    subtitle: `Cinematic book trailers for social media, stores and your website, produced in ${CLAIMS.trailerWeeks}.`,
    button: { text: 'START YOUR BOOK TRAILER TODAY', action: 'popup' },
    image: { name: 'hero-trailer', alt: 'A film strip unrolling from an open book' },
    form: { module: './HeroForm' },
  },
  blocks: [
    {
      kind: 'steps',
      title: `Our ${CLAIMS.trailerSteps}-Step Production Process`,
      steps: TRAILER_STEPS,
    },
    {
      kind: 'faq',
      title: 'Frequently Asked Questions',
      items: TRAILER_FAQ,
    },
  ],
  footerForm: { buttonText: 'Submit' },
};
