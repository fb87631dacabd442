import { SITE_HEADS } from '@bookcraft/shared';
import type { LegalDocument } from './types';

export const privacy: LegalDocument = {
  head: SITE_HEADS['/privacy'],
  title: 'Privacy Policy',
  lead: 'This policy explains what Book Craft collects when you visit this website, chat with us or send us your details, why we collect it, who sees it and how long we keep it.',
  sections: [
    {
      heading: 'What you tell us',
      paragraphs: ['When you fill in a form, chat with us or contact us, we receive what you choose to give us:'],
      list: [
        'your name, e-mail address and phone number;',
        'the services, package, genre, manuscript status or budget you select, and your message about your book;',
        'your answer to the text-message opt-in, with the wording you agreed to, the time, your IP address and your browser, as a record of your consent;',
        'chat messages, and images you upload in the chat;',
        'what you tell us by phone or e-mail.',
      ],
    },
    {
      heading: 'What the site records when you visit',
      paragraphs: ['To know which pages and campaigns bring authors to us, and so that our team can help you in the chat, the site records each visitor:'],
      list: [
        'screen size, time zone and operating system;',
        'a device fingerprint: an identifier computed from your browser’s characteristics, a canvas drawing and an audio rendering, which lets us recognise a returning visitor;',
        'the campaign parameters of the link you followed (utm_source, utm_medium, utm_campaign, utm_term as the search keyword, and gclid), the full link and the page you arrived on;',
        'the pages you visit and when;',
        'your presence on the site (active, idle, away or offline), which our team sees live so that they can offer help in the chat at a good moment;',
        'your IP address and browser when you send a form, to detect spam and automated submissions.',
      ],
      after: ['The site stores a visitor number, a chat room number and a visitor token in your browser’s local storage, so your chat continues when you come back. We use no advertising cookies and no third-party analytics, and our fonts and images are served from our own servers.'],
    },
    {
      heading: 'Global Privacy Control',
      paragraphs: [
        'If your browser sends the Global Privacy Control signal, the site skips the device fingerprint: no fingerprint identifier, canvas drawing or audio rendering is taken. Your visit is still recorded with the other details above, under a random visitor number.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [],
      list: [
        'to answer your enquiry, arrange your free consultation and deliver the services you order;',
        'to run the live chat and keep your conversation available across visits;',
        'to send the text messages, notifications and reminders you opted in to;',
        'to learn which pages, articles and campaigns are useful to authors;',
        'to protect our forms and chat from spam and abuse;',
        'to keep the records that the law and our accounts require.',
      ],
    },
    {
      heading: 'Who sees it',
      paragraphs: [
        'Your details are seen by Book Craft staff who need them to help you. Companies that host our systems and deliver our e-mail and text messages process them on our behalf, under contract, and only to provide that service. We disclose information to authorities only when the law requires it.',
        'We do not sell your personal information.',
        'No mobile information is shared with third parties or affiliates for marketing or promotional purposes. Mobile opt-in data and consent are never shared with any third parties.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [],
      list: [
        'visit records, device and campaign details: up to 24 months after your last visit;',
        'chat messages, uploaded images and transcripts: up to 24 months after the conversation ends;',
        'enquiries and project details: for as long as we work with you, and up to 6 years after for accounting and legal purposes;',
        'text-message consent records: as long as the enquiry they belong to, so that we can show when and how you agreed.',
      ],
    },
    {
      heading: 'Your choices and rights',
      paragraphs: [
        'You can ask us for a copy of your information, ask us to correct it or ask us to delete it, by writing to {email} or calling {phone}. Reply STOP to any text message to stop receiving them. Turning on Global Privacy Control in your browser stops the device fingerprint, and clearing this site’s storage in your browser starts you as a new visitor.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: ['Your information is kept in our own systems, sent over encrypted connections and available only to staff who need it. Staff sign in to see visitor and chat information.'],
    },
    {
      heading: 'Children',
      paragraphs: ['This site is meant for adults. Our children’s book services are for the adults who write those books; we do not knowingly collect information from children under 13.'],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: ['If we change what we collect or why, we update this page before the change takes effect.'],
    },
    {
      heading: 'Contact',
      paragraphs: ['Questions about your privacy? Call {phone} or write to {email}.'],
    },
  ],
};
