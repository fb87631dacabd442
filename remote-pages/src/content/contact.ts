import type { Step } from './types';

export const CONTACT = {
  title: 'Contact Us',
  general: 'Tell us about your book: where it stands, what you need and when you would like it done. A publishing consultant will get back to you with a free consultation.',
  directLines: { title: 'Prefer to talk?', text: 'Call or e-mail a publishing consultant directly.' },
  form: { title: 'Send us your details', submitText: 'Send' },
  next: {
    title: 'What happens next',
    steps: [
      { title: 'We get in touch', text: 'A publishing consultant calls or e-mails you to arrange your free consultation.' },
      { title: 'Free consultation', text: 'We talk about your book and your goals and answer your questions.' },
      { title: 'Your plan', text: 'You receive a written plan with a timeline and a fixed price. No hidden fees, no obligation.' },
    ] satisfies Step[],
  },
};
