import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from '@bookcraft/shared/router';
import { renderApp, useStandInRemotes } from '../testing/renderApp';
import { appRoutes } from './router';


beforeEach(() => {
  window.scrollTo = jest.fn();
  useStandInRemotes();
});

describe('route table (requirements §2)', () => {
  it.each([
    ['/', 'pages ./HomePage {}'],
    ['/about-us', 'pages ./AboutPage {}'],
    ['/services', 'pages ./ServicesPage {}'],
    ['/services/ghostwriting', 'pages ./ServicePage {"slug":"ghostwriting"}'],
    ['/services/ghostwriting/children-book', 'pages ./ServicePage {"slug":"ghostwriting/children-book"}'],
    ['/services/video-trailer', 'pages ./ServicePage {"slug":"video-trailer"}'],
    ['/blogs', 'pages ./BlogListPage {}'],
    ['/blog/7', 'pages ./BlogPostPage {}'],
    ['/help', 'pages ./HelpPage {}'],
    ['/help/do-you-provide-the-isbn', 'pages ./HelpArticlePage {}'],
    ['/contact', 'pages ./ContactPage {}'],
    ['/contact/editing/premium', 'pages ./ContactPage {}'],
    ['/terms', 'pages ./LegalPage {"document":"terms"}'],
    ['/privacy', 'pages ./LegalPage {"document":"privacy"}'],
    ['/thankyou', 'pages ./ThankYouPage {}'],
    ['/LP-GN-GAD', 'landing ./AdLandingPage {"group":"GN","variant":"GAD"}'],
    ['/LP-GW-LNK', 'landing ./AdLandingPage {"group":"GW","variant":"LNK"}'],
    ['/LP-LP', 'landing ./AdLandingPage {"group":"LP","variant":"LP"}'],
    ['/book-publishing-services', 'landing ./ServiceLandingPage {"formType":"Publishing","slug":"book-publishing-services"}'],
    ['/book-video-trailer', 'landing ./ServiceLandingPage {"formType":"VideoTrailer","slug":"book-video-trailer"}'],
    ['/photography-book-services', 'landing ./ServiceLandingPage {"formType":"Photography","slug":"photography-book-services"}'],
    ['/anything-else', 'landing ./ServiceLandingPage {"formType":"General","slug":"general"}'],
    ['/services/unknown', 'landing ./ServiceLandingPage {"formType":"General","slug":"general"}'],
  ])('%s renders %s', async (path, expected) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(expected);
  });
});

describe('an uncaught render error in the shell', () => {
  it('shows "Unexpected Application Error!"', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('shell bug');
    }
    const routes: RouteObject[] = [{ element: appRoutes[0]!.element, errorElement: appRoutes[0]!.errorElement, children: [{ path: '/', element: <Broken /> }] }];
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/'] })} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
