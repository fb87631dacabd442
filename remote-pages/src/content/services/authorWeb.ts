import type { ServiceContent } from './types';

export const authorWeb: ServiceContent = {
  slug: 'author-web',
  eyebrow: "Author's Website",
  title: 'An author website that sells your books',
  lead: 'Readers look you up after they finish your book. A website of your own introduces you, links to every store that sells your books and turns visitors into newsletter subscribers.',
  offer: {
    title: 'Your home on the web',
    paragraphs: [
      'Store pages and social profiles belong to someone else and change their rules. Your website is the one place you control: your biography, your books, your events and your mailing list.',
      'We design it around your books and your genre, make it fast and readable on phones, and connect it to the stores, your newsletter service and your social accounts.',
    ],
    includes: [
      'A design built around your books and genre',
      'Book pages with buy links to every store',
      'Newsletter sign-up connected to your mailing service',
      'Biography, events, media kit and contact pages',
      'Mobile-friendly, fast and search-engine ready',
      'Training so you can update it yourself, or ongoing care from us',
    ],
  },
  process: {
    title: 'How your website is built',
    steps: [
      { title: 'Plan', text: 'Pages, features and the look you want, agreed in one call.' },
      { title: 'Design', text: 'A design of your home and book pages for your approval.' },
      { title: 'Build', text: 'The site built, filled with your content and connected to your stores and newsletter.' },
      { title: 'Launch', text: 'Your domain connected and the site live, with training if you want it.' },
    ],
  },
  faq: [
    { question: 'Do I need a website if I am on social media?', answer: 'Yes. Social platforms decide who sees your posts. Your website and mailing list reach readers directly.' },
    { question: 'Can I update the website myself?', answer: 'Yes. We show you how to add books, events and news. We can also keep it updated for you.' },
    { question: 'Do you provide the domain and hosting?', answer: 'We can register the domain in your name and set up hosting, or connect the site to a domain you already own.' },
    { question: 'Can I sell books directly from my site?', answer: 'Yes. We can add direct sales of signed copies or eBooks alongside the links to the big stores.' },
  ],
  cta: {
    title: 'Build your author website',
    text: 'Tell us about your books and what you want the site to do. We will send a plan and a fixed price.',
    button: 'Plan My Website',
  },
  landing: { path: '/book-publishing-services-pricing', label: 'Compare packages that include an author website' },
};
