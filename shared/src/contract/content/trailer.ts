import { CLAIMS } from '../constants';
import type { FaqItem, TitledText } from '../types';

/** The book-trailer production process, told on its service page and its landing page. */
export const TRAILER_STEPS: readonly TitledText[] = [
  { title: 'Discovery', text: 'We read your book and agree on the story the trailer tells.' },
  { title: 'Script', text: 'A script and voice-over text for your approval.' },
  { title: 'Storyboard', text: 'Scene by scene, so you see the trailer before it is made.' },
  { title: 'Production', text: 'Footage, animation, music and narration.' },
  { title: 'Editing', text: 'Cut, color and sound, with one round of changes.' },
  { title: 'Delivery', text: 'Versions sized for every social platform and your website.' },
];

export const TRAILER_FAQ: readonly FaqItem[] = [
  { question: 'How long does a trailer take?', answer: `Typically ${CLAIMS.trailerWeeks} from discovery to delivery.` },
  { question: 'How long is a book trailer?', answer: 'Usually 30 to 90 seconds, with short cuts for social media.' },
  { question: 'Do I need to provide footage?', answer: 'No, we source licensed footage, animation and music.' },
  { question: 'Can I use the trailer anywhere?', answer: 'Yes, the final files are licensed for your promotion everywhere.' },
  { question: 'Do you add narration?', answer: 'Yes, with a professional voice artist if you want one.' },
  { question: 'How many revisions are included?', answer: 'One round at the storyboard and one at the edit.' },
  { question: 'Can the trailer promote a pre-order?', answer: 'Yes, many authors launch their pre-order with the trailer.' },
];
