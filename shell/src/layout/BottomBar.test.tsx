import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, standInModules, standInRemote, useStandInRemotes } from '../testing/renderApp';

const signup = () => within(screen.getByRole('navigation', { name: 'Quick contact' })).getByRole('link', { name: 'Signup' });

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe("the bottom bar's Signup", () => {
  beforeEach(() =>
    standInModules((remote, module) =>
      remote === 'forms' ? ({ formType }) => <div role="dialog" aria-label={`${module} (${String(formType)})`} /> : standInRemote(remote, module),
    ),
  );

  it.each([
    ['/book-ghostwriting-services', 'GhostWriting', '/contact/ghostwriting'],
    ['/book-publishing-services', 'Publishing', '/contact/publishing'],
    ['/book-publishing-services-pricing', 'SelfPublishing', '/contact/publishing'],
    ['/book-marketing-services', 'Marketing', '/contact/marketing'],
    ['/book-video-trailer', 'VideoTrailer', '/contact/video-trailer'],
    ['/sci-fi-publishing-services', 'SciFi', '/contact/publishing'],
    ['/book-anything-new', 'General', '/contact'],
    ['/thankyou', 'General', '/contact'],
  ])('on %s opens the popup with the %s form; without scripts it is a link to %s', async (path, formType, contactPage) => {
    const user = userEvent.setup();
    renderApp(path);
    expect(signup()).toHaveAttribute('href', contactPage);
    await user.click(signup());
    expect(await screen.findByRole('dialog', { name: `./FormPopup (${formType})` })).toBeInTheDocument();
  });
});

describe('with the forms remote down, the stand-in dialog', () => {
  it.each([
    ['/book-video-trailer', 'Signup For Professional Book Trailer Services'],
    ['/book-marketing-services', 'Get Started Today'],
  ])('on %s is titled "%s"', async (path, title) => {
    const user = userEvent.setup();
    useStandInRemotes(['forms']);
    renderApp(path);
    await user.click(signup());
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });
});
