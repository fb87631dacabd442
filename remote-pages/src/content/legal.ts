import type { InfoPageContent } from './types';

export const legalPages: Record<'terms' | 'privacy', InfoPageContent> = {
  terms: {
    head: { title: 'Terms and Conditions', description: 'The terms that apply when you use the Book Craft website and services.' },
    title: 'Terms and Conditions',
    lead: 'These terms apply when you use this website, contact us or order our services.',
    sections: [
      {
        heading: 'Text messages',
        paragraphs: [
          'If you tick the opt-in box on one of our forms, we may send you text messages, notifications and reminders about your enquiry, a few messages a month at most. Msg & data rates may apply. Reply STOP to stop receiving messages, or HELP for help.',
        ],
      },
    ],
  },
  privacy: {
    head: { title: 'Privacy Policy', description: 'What the Book Craft website collects, why, and for how long.' },
    title: 'Privacy Policy',
    lead: 'This policy explains what we collect when you visit this site or contact us, why, and how long we keep it.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'The details you give us in a form or in the chat; the pages you visit; the campaign that brought you here; and technical details of your device.',
          'Mobile opt-in data and consent are never shared with third parties for their marketing.',
        ],
      },
    ],
  },
};
