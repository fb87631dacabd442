/** Every route of requirements §2, written out from the requirements (not from the code under test), with the module that must render it. */
export interface SpecRoute {
  path: string;
  remote: 'pages' | 'landing';
  module: string;
}

const pages = (module: string, ...paths: string[]): SpecRoute[] => paths.map((path) => ({ path, remote: 'pages', module }));
const landing = (module: string, ...paths: string[]): SpecRoute[] => paths.map((path) => ({ path, remote: 'landing', module }));

export const SPEC_ROUTES: SpecRoute[] = [
  ...pages('HomePage', '/'),
  ...pages('AboutPage', '/about-us'),
  ...pages('ServicesPage', '/services'),
  ...pages(
    'ServicePage',
    '/services/ghostwriting',
    '/services/ghostwriting/fiction',
    '/services/ghostwriting/non-fiction',
    '/services/ghostwriting/children-book',
    '/services/ghostwriting/script-writing',
    '/services/proofreading',
    '/services/cover-design',
    '/services/formatting',
    '/services/audio-book',
    '/services/publishing',
    '/services/marketing',
    '/services/author-web',
    '/services/video-trailer',
  ),
  ...pages('BlogListPage', '/blogs'),
  ...pages('BlogPostPage', '/blog/1'),
  ...pages('HelpPage', '/help'),
  ...pages('HelpArticlePage', '/help/how-long-does-editing-take'),
  ...pages('ContactPage', '/contact', '/contact/ghostwriting', '/contact/ghostwriting/premium'),
  ...pages('LegalPage', '/terms', '/privacy'),
  ...pages('ThankYouPage', '/thankyou'),
  ...landing(
    'AdLandingPage',
    ...['GN', 'GW', 'ED', 'CD', 'PB'].flatMap((group) => ['GAD', 'MET', 'LNK'].map((variant) => `/LP-${group}-${variant}`)),
    '/LP-LP',
  ),
  ...landing(
    'ServiceLandingPage',
    '/book-publishing-services',
    '/book-publishing-services-pricing',
    '/self-publishing-services',
    '/book-marketing-services',
    '/book-ghostwriting-services',
    '/book-video-trailer',
    '/sci-fi-publishing-services',
    '/art-book-services',
    '/cook-book-services',
    '/photography-book-services',
    '/any-other-path',
  ),
];

/** The landing remote's routes: ad pages and service landing pages. */
export const AD_LANDING_PATHS = SPEC_ROUTES.filter((route) => route.module === 'AdLandingPage').map((route) => route.path);
export const SERVICE_LANDING_PATHS = SPEC_ROUTES.filter((route) => route.module === 'ServiceLandingPage').map((route) => route.path);
