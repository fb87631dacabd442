/** Thresholds, option lists and business constants of requirements §3.1 and §9. */

export const NAVBAR_SCROLL_THRESHOLD_PX = 50;

export const IDLE_TIMEOUT_MS = 15_000;
export const OFFLINE_TIMEOUT_MS = 5 * 60_000;
export const OFFLINE_CHECK_INTERVAL_MS = 60_000;

export const PHONE_DIGITS = 10;
export const PHONE_MAX_LENGTH = 14;
export const COMPANY_CODE = 'BCP';
export const AUDIO_FINGERPRINT_SAMPLE_MS = 50;

/** Posts on a page of the blog's list (/blogs?page=): the list asks for this many, and the server paints no page past its last. */
export const BLOG_LIST_PAGE_SIZE = 9;

/** Requirements §3.2: the site keeps the visitor's id and chat room under these local storage keys. */
export const STORAGE_KEYS = {
  customerId: 'CustomerId',
  roomId: 'roomId',
  visitorToken: 'bookcraft:visitor-token',
} as const;

/** Leads that could not be sent yet, kept until the server has them (leads/submit.ts). */
export const LEAD_OUTBOX_STORAGE_KEY = 'bookcraft:lead-outbox';

/** On a partner's page the storage is the partner's: namespaced keys, so ours and theirs never collide. */
export const PARTNER_STORAGE_KEYS = {
  customerId: 'bookcraft:CustomerId',
  roomId: 'bookcraft:roomId',
  visitorToken: 'bookcraft:visitor-token',
} as const;

/** A random key kept until the visitor's registration is answered, so a registration sent twice (a beacon, a retry) makes one visitor. */
export const REGISTRATION_KEY_STORAGE = 'bookcraft:registration-key';

export const imageFileName = (id: string) => `image_${id}.jpg`;

export const CAROUSEL = {
  slidesPerView: 1,
  breakpoints: { 640: 2, 780: 3 },
  spaceBetweenPx: 16,
} as const;
export const IMAGE_VARIANTS = [
  'Mobile320',
  'Mobile480',
  'Mobile640',
  'Desktop480',
  'Desktop720',
  'backgroundLg',
] as const;
export type ImageVariant = (typeof IMAGE_VARIANTS)[number];
export const CARD_LIST_SPLIT_AFTER = 6;

export const BUDGET_OPTIONS = ['$500-$2500', '$2500-$5000', '$5000-$10000', '$10000+'] as const;
export const MANUSCRIPT_STATUS_OPTIONS = ['Completed', 'In-progress', 'Idea'] as const;
export const GENRE_OPTIONS = [
  'Business',
  'Editing & Proofreading',
  'Memoir / Biography',
  'Health / Wellness',
  'Self-Help / Personal Development',
  'General Nonfiction',
  'Fiction',
  "Children's",
  'Science / Technology',
  'Other',
] as const;
export const GHOSTWRITING_GENRE_OPTIONS = GENRE_OPTIONS.filter((g) => g !== 'Editing & Proofreading');
export const SERVICE_OPTIONS = [
  'Ghostwriting',
  'Editing & Proofreading',
  'Cover Design & Illustration',
  'Formatting',
  'Audiobook',
  'Publishing',
  'Marketing & Promotion',
  "Author's Website",
  'Video Trailer',
] as const;
/** The services a family B lead ticked, as the one `service` text the API takes. */
export function joinServices(services: readonly string[]): string {
  return services.join(', ');
}
export const PACKAGE_OPTIONS = ['standard', 'classic', 'premium', 'advanced'] as const;

export const TRACKING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'gclid'] as const;

export const CLAIMS = {
  booksEdited: '1200+',
  coversDesigned: '1000+',
  booksPublished: '500+',
  rating: '4.9/5',
  countries: '100+',
  platforms: '50+',
  publishingWeeks: '3–6 weeks',
  coverDesignWeeks: '1–4 weeks',
  coverConcepts: 3,
  royalties: '100%',
  trailerWeeks: '2 to 4 weeks',
  trailerSteps: 6,
} as const;

/** The informational service pages (requirements §2.1), in navigation order. */
export const SERVICE_PAGES = [
  { path: '/services/ghostwriting', label: 'Ghostwriting' },
  { path: '/services/proofreading', label: 'Editing & Proofreading' },
  { path: '/services/cover-design', label: 'Cover Design & Illustration' },
  { path: '/services/formatting', label: 'Formatting' },
  { path: '/services/audio-book', label: 'Audiobook' },
  { path: '/services/publishing', label: 'Publishing' },
  { path: '/services/marketing', label: 'Marketing & Promotion' },
  { path: '/services/author-web', label: "Author's Website" },
  { path: '/services/video-trailer', label: 'Video Trailer' },
] as const;

export const GHOSTWRITING_PAGES = [
  { path: '/services/ghostwriting/fiction', label: 'Fiction' },
  { path: '/services/ghostwriting/non-fiction', label: 'Non-Fiction' },
  { path: '/services/ghostwriting/children-book', label: "Children's Book" },
  { path: '/services/ghostwriting/script-writing', label: 'Script Writing' },
] as const;

/** The contact page's address fragment that opens "Pick a time" for the free consultation at once (the chat's offer links to it). */
export const PICK_A_TIME_HASH = '#pick-a-time';

/** "Pick a time" for the free consultation, before it is opened: the same words wherever a page offers it. */
export const PICK_A_TIME = {
  title: 'Pick a time',
  lead: 'Choose when we call you: a free 30-minute consultation about your book, at a time that suits you.',
  button: 'Pick a time',
} as const;
