import { CLAIMS } from '@bookcraft/shared';
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
    steps: [
      { title: 'Discovery', text: 'We read your book and agree on the story the trailer tells.' },
      { title: 'Script', text: 'A script and voice-over text for your approval.' },
      { title: 'Storyboard', text: 'Scene by scene, so you see the trailer before it is made.' },
      { title: 'Production', text: 'Footage, animation, music and narration.' },
      { title: 'Editing', text: 'Cut, color and sound, with one round of changes.' },
      { title: 'Delivery', text: 'Versions sized for every social platform and your website.' },
    ],
  },
  faq: [
    { question: 'How long does a trailer take?', answer: `Typically ${CLAIMS.trailerWeeks} from discovery to delivery.` },
    { question: 'How long is a book trailer?', answer: 'Usually 30 to 90 seconds, with short cuts for social media.' },
    { question: 'Do I need to provide footage?', answer: 'No. We source licensed footage, animation and music.' },
    { question: 'How many revisions are included?', answer: 'One round at the storyboard and one at the edit.' },
    { question: 'Can the trailer promote a pre-order?', answer: 'Yes. Many authors launch their pre-order with the trailer.' },
  ],
  cta: {
    title: 'Start your book trailer',
    text: 'Tell us about your book. We will send a concept and a fixed price.',
    button: 'Start My Book Trailer',
  },
  landing: { path: '/book-video-trailer', label: 'See our book trailer services' },
};
