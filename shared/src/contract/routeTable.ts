import { GHOSTWRITING_PAGES, SERVICE_PAGES } from './constants';
import { SERVICE_LANDING_FORM_TYPES } from './routes';
import type { RemoteModuleTarget } from './remoteModules';

/**
 * Every route of requirements §2 and the remote module that renders it. Pure data
 * with no browser globals, so the server can import it too (head tags,
 * sitemap, prerendering).
 */
export type RouteEntry = { path: string } & RemoteModuleTarget;

type PagesTarget = Extract<RemoteModuleTarget, { remote: 'pages' }>;
type WithoutRemote<T> = T extends unknown ? Omit<T, 'remote'> : never;

const page = (path: string, target: WithoutRemote<PagesTarget>): RouteEntry => ({ path, remote: 'pages', ...target });

export const SITE_ROUTES: RouteEntry[] = [
  page('/', { module: './HomePage' }),
  page('/about-us', { module: './AboutPage' }),
  page('/services', { module: './ServicesPage' }),
  ...[...SERVICE_PAGES, ...GHOSTWRITING_PAGES].map(({ path }) => page(path, { module: './ServicePage', props: { slug: path.replace('/services/', '') } })),
  page('/blogs', { module: './BlogListPage' }),
  page('/blog/:id', { module: './BlogPostPage' }),
  page('/help', { module: './HelpPage' }),
  page('/help/:slug', { module: './HelpArticlePage' }),
  page('/contact/:service?/:package?', { module: './ContactPage' }),
  page('/terms', { module: './LegalPage', props: { document: 'terms' } }),
  page('/privacy', { module: './LegalPage', props: { document: 'privacy' } }),
  page('/thankyou', { module: './ThankYouPage' }),
];

export const AD_LANDING_GROUPS = ['GN', 'GW', 'ED', 'CD', 'PB'] as const;
export const AD_LANDING_VARIANTS = ['GAD', 'MET', 'LNK'] as const;

export const AD_LANDING_ROUTES: RouteEntry[] = [
  ...AD_LANDING_GROUPS.flatMap((group) =>
    AD_LANDING_VARIANTS.map((variant): RouteEntry => ({
      path: `/LP-${group}-${variant}`,
      remote: 'landing',
      module: './AdLandingPage',
      props: { group, variant },
    })),
  ),
  { path: '/LP-LP', remote: 'landing', module: './AdLandingPage', props: { group: 'LP', variant: 'LP' } },
];

export const SERVICE_LANDING_ROUTES: RouteEntry[] = Object.entries(SERVICE_LANDING_FORM_TYPES).map(([path, formType]) => ({
  path,
  remote: 'landing',
  module: './ServiceLandingPage',
  props: { formType, slug: path.slice(1) },
}));

/** Any other path: the General landing page (requirements §2.3). */
export const GENERAL_LANDING_ROUTE: RouteEntry = {
  path: '*',
  remote: 'landing',
  module: './ServiceLandingPage',
  props: { formType: 'General', slug: 'general' },
};

export const ROUTES: RouteEntry[] = [...SITE_ROUTES, ...AD_LANDING_ROUTES, ...SERVICE_LANDING_ROUTES, GENERAL_LANDING_ROUTE];
