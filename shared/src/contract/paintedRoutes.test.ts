import { CONTACT_TOPIC_PATHS, routeFor } from './paintedRoutes';
import { GENERAL_LANDING_ROUTE } from './routeTable';

describe('routeFor', () => {
  it('finds the route of a path as the router does: optional parts, any case, a trailing slash', () => {
    expect(routeFor('/')).toMatchObject({ path: '/', module: './HomePage' });
    expect(routeFor('/contact')).toMatchObject({ module: './ContactPage' });
    expect(routeFor('/contact/ghostwriting/premium/')).toMatchObject({ module: './ContactPage' });
    expect(routeFor('/blog/12')).toMatchObject({ module: './BlogPostPage' });
    expect(routeFor('/help')).toMatchObject({ module: './HelpPage' });
    expect(routeFor('/help/how-long-does-editing-take/')).toMatchObject({ module: './HelpArticlePage' });
    expect(routeFor('/lp-gn-gad')).toMatchObject({ remote: 'landing', props: { group: 'GN', variant: 'GAD' } });
    expect(routeFor('/book-ghostwriting-services')).toMatchObject({ props: { formType: 'GhostWriting' } });
  });

  it('gives every path no other route takes to the General landing page', () => {
    expect(routeFor('/spring-offer')).toBe(GENERAL_LANDING_ROUTE);
    expect(routeFor('/contact/a/b/c')).toBe(GENERAL_LANDING_ROUTE);
    expect(routeFor('/blog')).toBe(GENERAL_LANDING_ROUTE);
    expect(routeFor('/*')).toBe(GENERAL_LANDING_ROUTE);
  });

  it('lists each contact topic once, all of them the contact page', () => {
    expect(new Set(CONTACT_TOPIC_PATHS).size).toBe(CONTACT_TOPIC_PATHS.length);
    expect(CONTACT_TOPIC_PATHS).toContain('/contact/ghostwriting/premium');
    for (const path of CONTACT_TOPIC_PATHS) expect(routeFor(path)).toMatchObject({ module: './ContactPage' });
  });
});
