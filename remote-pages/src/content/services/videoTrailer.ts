import { CLAIMS, TRAILER_FAQ, TRAILER_STEPS } from '@bookcraft/shared';
import type { ServiceContent } from './types';

export const videoTrailer: ServiceContent = {
  slug: 'video-trailer',
  eyebrow: 'Video Trailer',
  title: 'Book trailers that make readers press play',
  lead: `A cinematic trailer for social media, store pages and your website, produced in ${CLAIMS.trailerWeeks} through our ${CLAIMS.trailerSteps}-step process.`,
  facts: [
    { value: CLAIMS.trailerWeeks, label: 'from discovery to delivery' },
    { value: `${CLAIMS.trailerSteps} steps`, label: 'from script to final cut' },
  ],
  offer: {
    title: 'Your book in 30 to 90 seconds',
    paragraphs: [
      'Video is the fastest way to show the mood of a book. We read your book, find the story the trailer should tell, and turn it into a short film with footage, animation, music and narration.',
      'You approve the script and the storyboard before production starts, and you receive versions sized for every platform you use.',
    ],
    includes: [
      'Script and voice-over text',
      'Storyboard for your approval',
      'Licensed footage, animation and music',
      'Professional narration if you want it',
      'Versions for YouTube, Instagram, TikTok, store pages and your website',
    ],
  },
  process: {
    title: `Our ${CLAIMS.trailerSteps}-step production process`,
    steps: TRAILER_STEPS,
  },
  faq: TRAILER_FAQ,
  cta: {
    title: 'Start your book trailer',
    text: 'Tell us about your book. We will send a concept and a fixed price.',
    button: 'Start My Book Trailer',
  },
  landing: { path: '/book-video-trailer', label: 'See our book trailer services' },
};
