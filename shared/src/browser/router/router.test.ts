import { createMemoryRouter, matchPath, matchRoutes, type RouteObject } from './index';

// The site's router on its own: what a pattern takes, which route a path renders, and the history a
// visitor moves through. The pages' own tests and the e2e suite use it through the shell.

describe('matchPath', () => {
  it('takes a param per segment, decoded, whatever the case and a trailing slash', () => {
    expect(matchPath('/blog/:id', '/Blog/first%20post/')?.params).toEqual({ id: 'first post' });
    expect(matchPath('/blog/:id', '/blog')).toBeNull();
    expect(matchPath('/blog/:id', '/blog/a/b')).toBeNull();
  });

  it('leaves an optional param undefined when the path stops before it', () => {
    expect(matchPath('/contact/:service?', '/contact')?.params).toEqual({ service: undefined });
    expect(matchPath('/contact/:service?', '/contact/editing')?.params).toEqual({ service: 'editing' });
  });

  it('gives the rest of the path to a trailing *', () => {
    expect(matchPath('/help/*', '/help/a/b')?.params).toEqual({ '*': 'a/b' });
    expect(matchPath('/help/*', '/help')?.params).toEqual({ '*': '' });
  });
});

describe('matchRoutes', () => {
  const routes: RouteObject[] = [
    {
      path: '/',
      children: [{ path: '*' }, { path: 'about-us' }, { path: 'blog/:id' }],
    },
  ];

  it('returns the routes around the one that takes the path, outermost first', () => {
    const matched = matchRoutes(routes, '/blog/7');
    expect(matched?.map(({ route }) => route.path)).toEqual(['/', 'blog/:id']);
    expect(matched?.[1]?.params).toEqual({ id: '7' });
  });

  it('gives a path to a * route only when no other route takes it, whatever the order', () => {
    expect(matchRoutes(routes, '/about-us')?.at(-1)?.route.path).toBe('about-us');
    expect(matchRoutes(routes, '/LP-GN-GAD')?.at(-1)?.route.path).toBe('*');
  });
});

describe('createMemoryRouter', () => {
  it('moves forward, back and forward again, and tells its listeners each time', () => {
    const router = createMemoryRouter([], { initialEntries: ['/'] });
    const seen: string[] = [];
    router.subscribe(() => seen.push(router.state.location.pathname));

    void router.navigate('/about-us');
    void router.navigate('/blog/7?from=home#top', { state: { from: 'home' } });
    expect(router.state.location).toMatchObject({ pathname: '/blog/7', search: '?from=home', hash: '#top', state: { from: 'home' } });
    void router.navigate(-1);
    expect(router.state.location.pathname).toBe('/about-us');
    void router.navigate(1);
    expect(seen).toEqual(['/about-us', '/blog/7', '/about-us', '/blog/7']);
  });

  it('reads a relative link against where the visitor is, and replaces the entry when asked', () => {
    const router = createMemoryRouter([], { initialEntries: ['/', '/contact/editing'] });
    void router.navigate('?package=elite', { replace: true });
    expect(router.state.location).toMatchObject({ pathname: '/contact/editing', search: '?package=elite' });
    void router.navigate(-1);
    expect(router.state.location.pathname).toBe('/');
    void router.navigate(1);
    expect(router.state.location.search).toBe('?package=elite');
  });
});
