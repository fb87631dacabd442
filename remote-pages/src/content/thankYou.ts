import type { Illustration, Step } from './types';

export const THANK_YOU = {
  title: 'Thank You!',
  lead: 'We have received your details. A publishing consultant will contact you shortly to arrange your free consultation.',
  background: { name: 'hero-general', alt: '' } satisfies Illustration,
  next: {
    title: 'What happens next',
    steps: [
      { title: 'A consultant contacts you', text: 'By phone or e-mail, at the contact details you gave us.' },
      { title: 'Your free consultation', text: 'We talk through your book, your goals and your questions.' },
      { title: 'Your plan and price', text: 'A written plan with a timeline and a fixed price, with no obligation.' },
    ] satisfies Step[],
  },
  home: 'Back to the home page',
  blog: 'Read our advice for authors',
};
