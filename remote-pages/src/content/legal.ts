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
          'The details you give us in a form or in the chat (name, e-mail, phone, your message) so that a consultant can answer you.',
          'How you use the site: the page you arrived on, the pages you visit and when, and the campaign that brought you here (utm_source, utm_medium, utm_campaign, utm_term and gclid from the link you followed), so we know which of our pages and ads help authors.',
          'Whether you are active, idle, away or offline on the site, so that a consultant can offer help in the chat at a good moment.',
          'Technical details of your device: screen size, time zone and operating system, and a device fingerprint (an identifier computed from your browser, a canvas drawing and an audio rendering) that helps us recognise a returning visitor without cookies.',
        ],
      },
      {
        heading: 'Global Privacy Control',
        paragraphs: ['If your browser sends the Global Privacy Control signal, we take no device fingerprint, canvas or audio reading; we still count your visit anonymously.'],
      },
      {
        heading: 'Who sees it and for how long',
        paragraphs: [
          'Only our staff, in our own systems: the site sends nothing to third-party trackers or advertising networks.',
          'Mobile opt-in data and consent are never shared with third parties for their marketing.',
          'Visit and chat data are kept for up to 24 months; lead details for as long as we work with you and up to 6 years after for accounting. Write to us to see or delete your data.',
        ],
      },
    ],
  },
};
