import { adLanding } from './layouts/ad';
import { genreLanding } from './layouts/genre';
import { templateLanding } from './layouts/template';
import { generalAd } from './ads/general';
import { artBook } from './genres/artBook';
import { cookBook } from './genres/cookBook';
import { ghostwriting } from './genres/ghostwriting';
import { photography } from './genres/photography';
import { sciFi } from './genres/sciFi';
import { bookPublishing } from './services/bookPublishing';
import { general } from './services/general';
import { marketing } from './services/marketing';
import { pricing } from './services/pricing';
import { selfPublishing } from './services/selfPublishing';
import { videoTrailer } from './services/videoTrailer';
import { coverDesignTemplate } from './templates/coverDesign';
import { editingTemplate } from './templates/editing';
import { publishingTemplate } from './templates/publishing';
import type { LandingPageContent } from './types';

/** Every service landing page (requirements §2.3), keyed by its route without the slash; `general` is any other path. */
export const SERVICE_LANDINGS: Record<string, LandingPageContent> = {
  'book-publishing-services': bookPublishing,
  'book-publishing-services-pricing': pricing,
  'self-publishing-services': selfPublishing,
  'book-marketing-services': marketing,
  'book-ghostwriting-services': genreLanding(ghostwriting),
  'book-video-trailer': videoTrailer,
  'sci-fi-publishing-services': genreLanding(sciFi),
  'art-book-services': genreLanding(artBook),
  'cook-book-services': genreLanding(cookBook),
  'photography-book-services': genreLanding(photography),
  general,
};

const noindex = (page: LandingPageContent): LandingPageContent => ({ ...page, head: { ...page.head, noindex: true } });

/**
 * Ad landing groups (requirements §2.2): GN and the single LP show the ad page;
 * GW its own page (the ghostwriting layout); ED, CD and PB the editing,
 * cover design and publishing templates. Ads are never indexed.
 */
export const AD_LANDINGS: Record<string, LandingPageContent> = {
  GN: adLanding(generalAd),
  LP: adLanding(generalAd),
  GW: noindex(genreLanding(ghostwriting)),
  ED: noindex(templateLanding(editingTemplate)),
  CD: noindex(templateLanding(coverDesignTemplate)),
  PB: noindex(templateLanding(publishingTemplate)),
};
