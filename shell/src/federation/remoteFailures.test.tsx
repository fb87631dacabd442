import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registeredRemotes, requestedModules } from '@bookcraft/testing/federationRuntime';
import { renderApp, standInModules, standInRemote, useStandInRemotes } from '../testing/renderApp';
import { unbreakablePhone } from '@bookcraft/shared';


beforeEach(() => {
  window.scrollTo = jest.fn();
  // React reports every caught error on the console; these tests cause them on purpose.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a remote that fails', () => {
  it('pages down: a short notice with a retry button, and the rest of the page works', async () => {
    useStandInRemotes(['pages']);
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { name: 'This page is taking a break' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });

  it('registers a failed remote afresh, so the next attempt fetches its manifest again', async () => {
    useStandInRemotes(['pages']);
    registeredRemotes.length = 0;
    renderApp('/about-us');
    await screen.findByRole('button', { name: 'Try again' });
    expect(registeredRemotes).toEqual([{ remotes: [{ name: 'pages', entry: 'http://localhost/remotes/pages/mf-manifest.json' }], options: { force: true } }]);
  });

  it('pages back: Try again loads it', async () => {
    const user = userEvent.setup();
    useStandInRemotes(['pages']);
    renderApp('/about-us');
    await screen.findByRole('button', { name: 'Try again' });
    useStandInRemotes();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /pages \.\/AboutPage/ })).toBeInTheDocument();
  });

  it('is tried again on the next navigation', async () => {
    const user = userEvent.setup();
    useStandInRemotes(['pages']);
    renderApp('/about-us');
    await screen.findByRole('button', { name: 'Try again' });
    useStandInRemotes();
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: /pages \.\/BlogListPage/ })).toBeInTheDocument();
  });

  it('a page that throws while rendering is contained like one that fails to load', async () => {
    standInModules((remote, module) =>
      remote === 'pages'
        ? () => {
            throw new Error('render bug');
          }
        : standInRemote(remote, module),
    );
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'This page is taking a break' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('forms down: the popup offers the phone and e-mail links instead', async () => {
    const user = userEvent.setup();
    useStandInRemotes(['forms']);
    renderApp('/book-publishing-services');
    await user.click(screen.getByRole('link', { name: 'Signup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get Started Today' });
    expect(within(dialog).getByRole('link', { name: unbreakablePhone('(555) 013-2665') })).toHaveAttribute('href', 'tel:+15550132665');
    expect(within(dialog).getByRole('link', { name: 'hello@bookcraft.example' })).toHaveAttribute('href', 'mailto:hello@bookcraft.example');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('chat down: it is tried and fails, nothing shows in its place, and the page works', async () => {
    const user = userEvent.setup();
    useStandInRemotes(['chat']);
    registeredRemotes.length = 0;
    requestedModules.length = 0;
    renderApp('/');
    expect(await screen.findByRole('heading', { name: /pages \.\/HomePage/ })).toBeInTheDocument();
    // The chat was asked for once the page was ready, and its failure was seen: the shell registers the
    // remote afresh, so that the next attempt fetches its manifest again.
    await waitFor(() => expect(requestedModules).toContain('chat/ChatWidget'));
    await waitFor(() => expect(registeredRemotes).toContainEqual({ remotes: [{ name: 'chat', entry: 'http://localhost/remotes/chat/mf-manifest.json' }], options: { force: true } }));
    expect(screen.queryByRole('button', { name: /chat/i })).not.toBeInTheDocument();
    // What a visitor came for still works: the menu takes them to another page.
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }));
    expect(await screen.findByRole('heading', { name: /pages \.\/BlogListPage/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /chat/i })).not.toBeInTheDocument();
  });
});
