import { audioBook } from './audioBook';
import { authorWeb } from './authorWeb';
import { coverDesign } from './coverDesign';
import { formatting } from './formatting';
import { ghostwriting } from './ghostwriting';
import { childrenBook } from './ghostwriting/childrenBook';
import { fiction } from './ghostwriting/fiction';
import { nonFiction } from './ghostwriting/nonFiction';
import { scriptWriting } from './ghostwriting/scriptWriting';
import { marketing } from './marketing';
import { proofreading } from './proofreading';
import { publishing } from './publishing';
import type { ServiceContent, ServiceSlug } from './types';
import { videoTrailer } from './videoTrailer';

/** Every service page of requirements §2.1, keyed by its path after /services/. */
export const SERVICE_CONTENT: Readonly<Record<ServiceSlug, ServiceContent>> = {
  ghostwriting,
  'ghostwriting/fiction': fiction,
  'ghostwriting/non-fiction': nonFiction,
  'ghostwriting/children-book': childrenBook,
  'ghostwriting/script-writing': scriptWriting,
  proofreading,
  'cover-design': coverDesign,
  formatting,
  'audio-book': audioBook,
  publishing,
  marketing,
  'author-web': authorWeb,
  'video-trailer': videoTrailer,
};

export const isServiceSlug = (slug: string): slug is ServiceSlug => Object.hasOwn(SERVICE_CONTENT, slug);
