import type { PageHead } from '../types';
import { DEFAULT_SHARE_IMAGE } from './brand';

/** A share image from the shared image pipeline (tooling/images): an illustration's 720 px variant. */
export const shareImageOf = (illustration: string) => `/images/${illustration}/Desktop720.webp`;

/**
 * Title, description and share image of every informational route (requirements §2.1)
 * with a fixed path. Plain data: the pages read it through usePageHead, and the
 * server writes the same tags into the HTML it sends to crawlers.
 */
export const SITE_HEADS = {
  '/': {
    title: 'Book Craft – Ghostwriting, Editing, Cover Design and Publishing',
    description: 'We write, edit, design, publish and market books for first-time authors, artists, cooks and storytellers. No hidden fees, and you keep 100% of your royalties.',
    image: DEFAULT_SHARE_IMAGE,
  },
  '/about-us': {
    title: 'About Us: The Team Behind Your Book',
    description: 'Editors, ghostwriters, designers and marketers who have edited 1200+ books and published 500+. How we work and what we promise every author.',
    image: shareImageOf('hero-self'),
  },
  '/services': {
    title: 'Book Writing, Editing and Publishing Services',
    description: 'Ghostwriting, editing, cover design, formatting, audiobooks, publishing, marketing, author websites and book trailers: pick one service or all of them.',
    image: shareImageOf('hero-general'),
  },
  '/services/ghostwriting': {
    title: 'Ghostwriting Services',
    description: 'Professional ghostwriters turn your ideas, notes and memories into a finished book in your voice, under your name, with every right and royalty yours.',
    image: shareImageOf('hero-ghostwriting'),
  },
  '/services/ghostwriting/fiction': {
    title: 'Fiction Ghostwriting',
    description: 'Novels and novellas written from your premise: plot, characters and world-building by novelists who read and write your genre.',
    image: shareImageOf('hero-scifi'),
  },
  '/services/ghostwriting/non-fiction': {
    title: 'Non-Fiction Ghostwriting',
    description: 'Memoirs, business books and how-to guides written from interviews with you, structured for your reader and checked for accuracy.',
    image: shareImageOf('hero-self'),
  },
  '/services/ghostwriting/children-book': {
    title: "Children's Book Ghostwriting",
    description: "Picture books, early readers and middle-grade stories written for the age you have in mind, with page breaks ready for the illustrator.",
    image: shareImageOf('hero-art'),
  },
  '/services/ghostwriting/script-writing': {
    title: 'Script Writing for Film and Stage',
    description: 'Screenplays, stage plays and adaptations of your book, written in industry-standard format with two rounds of revisions.',
    image: shareImageOf('hero-trailer'),
  },
  '/services/proofreading': {
    title: 'Book Editing & Proofreading',
    description: 'Developmental editing, copy-editing and proofreading by editors who have worked on 1200+ books. Start with a free sample edit.',
    image: shareImageOf('hero-editing'),
  },
  '/services/cover-design': {
    title: 'Book Cover Design & Illustration',
    description: 'Custom covers and illustrations: three cover concepts to choose from, print and eBook files delivered in 1–4 weeks.',
    image: shareImageOf('hero-cover'),
  },
  '/services/formatting': {
    title: 'Book Formatting for Print and eBook',
    description: 'Interior layout for eBook, paperback and hardcover editions that passes every retailer’s file checks, including image-heavy art and cookbooks.',
    image: shareImageOf('hero-pricing'),
  },
  '/services/audio-book': {
    title: 'Audiobook Production',
    description: 'Narrator auditions, studio recording, editing and mastering to audiobook retailer standards, so readers can listen to your book.',
    image: shareImageOf('hero-general'),
  },
  '/services/publishing': {
    title: 'Book Publishing & Self-Publishing',
    description: 'ISBN, copyright and distribution to 50+ platforms in 100+ countries, live in 3–6 weeks, with 100% of your royalties paid to you.',
    image: shareImageOf('hero-publishing'),
  },
  '/services/marketing': {
    title: 'Book Marketing & Promotion',
    description: 'Launch plans, retailer ads, social media and publicity built around your genre and your readers, with reports on what sells.',
    image: shareImageOf('hero-marketing'),
  },
  '/services/author-web': {
    title: 'Author Website Design',
    description: 'A website that introduces you, sells your books on every store and grows your mailing list, built and hosted for you or handed over.',
    image: shareImageOf('hero-photo'),
  },
  '/services/video-trailer': {
    title: 'Book Video Trailers',
    description: 'Cinematic book trailers produced in 2 to 4 weeks through a 6-step process, cut for YouTube, Instagram, TikTok and your website.',
    image: shareImageOf('hero-trailer'),
  },
  '/blogs': {
    title: 'Blog: Writing, Publishing and Marketing Advice',
    description: 'Practical articles for authors on finishing a manuscript, working with editors, covers, ISBNs, self-publishing and launching a book.',
    image: shareImageOf('hero-editing'),
  },
  '/help': {
    title: 'Help Center: Answers for Authors',
    description: 'Answers to what authors ask us most: prices, rights and royalties, publishing, editing, ghostwriting, covers, audiobooks, marketing and author websites.',
    image: shareImageOf('hero-general'),
  },
  '/contact': {
    title: 'Contact Us',
    description: 'Talk to a Book Craft publishing consultant: call, e-mail or send us your details and get a free consultation and a fixed quote.',
    image: DEFAULT_SHARE_IMAGE,
  },
  '/terms': {
    title: 'Terms and Conditions',
    description: 'The terms for using the Book Craft website, ordering our services, payments, rights and royalties, and our text-message program.',
    image: DEFAULT_SHARE_IMAGE,
  },
  '/privacy': {
    title: 'Privacy Policy',
    description: 'What the Book Craft website collects, including visit tracking, device fingerprint and chat, why we collect it and how long we keep it.',
    image: DEFAULT_SHARE_IMAGE,
  },
  '/thankyou': {
    title: 'Thank You',
    description: 'Thank you for contacting Book Craft. A publishing consultant will be in touch shortly to plan your free consultation.',
    image: DEFAULT_SHARE_IMAGE,
    noindex: true,
  },
} as const satisfies Record<string, PageHead>;
