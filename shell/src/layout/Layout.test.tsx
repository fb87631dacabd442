import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GHOSTWRITING_PAGES, SERVICE_PAGES } from '@bookcraft/shared';
import { renderApp, useStandInRemotes } from '../testing/renderApp';
import { unbreakablePhone } from '@bookcraft/shared';


const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

beforeEach(() => {
  useStandInRemotes();
  window.scrollTo = jest.fn();
  Object.defineProperty(window, 'scrollY', { value: 0, writable: true, configurable: true });
});

describe('navigation bar', () => {
  it('is shown with Home, About Us, Services, Blog and Contact Us on site pages', async () => {
    renderApp('/');
    const nav = mainNav()!;
    expect(nav).toBeInTheDocument();
    for (const [name, href] of [['Home', '/'], ['About Us', '/about-us'], ['Services', '/services'], ['Blog', '/blogs'], ['Contact Us', '/contact']]) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await screen.findByRole('heading', { level: 1 });
  });

  it.each(['/LP-GN-GAD', '/LP-LP'])('is hidden on %s', async (path) => {
    renderApp(path);
    await screen.findByRole('heading', { level: 1 });
    expect(mainNav()).not.toBeInTheDocument();
  });

  it('turns compact once the page is scrolled more than 50 px, and back', async () => {
    renderApp('/');
    const header = mainNav()!.closest('header')!;
    expect(header).toHaveAttribute('data-compact', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-compact', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-compact', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-compact', 'false');
  });

  it('makes the small-screen menu a popover its buttons open and close with no script, holding every link', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const open = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(open.getAttribute('popovertarget')!)!;
    expect(open).toHaveAttribute('popovertargetaction', 'show');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveAttribute('popovertarget', menu.id);
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveAttribute('popovertargetaction', 'hide');
    expect(within(menu).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about-us');
  });

  // jsdom has no popovers, as Safari before 17: there the buttons open and close the menu once the page is live.
  it('opens and closes the menu with its buttons where the browser has no popovers', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the small-screen menu when a link in it is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(mainNav()!).getByRole('link', { name: 'About Us' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('lists every service page in the services dropdown, with the ghostwriting sub-menu', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Services menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list', { name: 'Service pages' });
    for (const service of SERVICE_PAGES) {
      expect(within(menu).getByRole('link', { name: service.label })).toHaveAttribute('href', service.path);
    }
    await user.click(within(menu).getByRole('button', { name: 'Ghostwriting menu' }));
    for (const sub of GHOSTWRITING_PAGES) {
      expect(within(menu).getByRole('link', { name: sub.label })).toHaveAttribute('href', sub.path);
    }
  });

  it('closes the services dropdown with Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    const toggle = screen.getByRole('button', { name: 'Services menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('route changes', () => {
  it('scroll the page smoothly to the top', async () => {
    const user = userEvent.setup();
    renderApp('/');
    (window.scrollTo as jest.Mock).mockClear();
    await user.click(within(mainNav()!).getByRole('link', { name: 'Blog' }));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('landing layout', () => {
  it.each(['/book-publishing-services', '/book-marketing-services', '/sci-fi-publishing-services', '/thankyou', '/some-ad-path'])(
    'gives %s the landing header with the e-mail and phone links, and the landing footer',
    async (path) => {
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      expect(mainNav()).not.toBeInTheDocument();
      const banner = screen.getAllByRole('banner')[0]!;
      expect(within(banner).getByRole('link', { name: 'Book Craft, home' })).toHaveAttribute('href', '/');
      expect(within(banner).getByRole('link', { name: 'hello@bookcraft.example' })).toHaveAttribute('href', 'mailto:hello@bookcraft.example');
      expect(within(banner).getByRole('link', { name: unbreakablePhone('(555) 013-2665') })).toHaveAttribute('href', 'tel:+15550132665');
      const footer = screen.getByRole('contentinfo');
      expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms');
      expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      expect(within(footer).getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help');
      expect(within(footer).getByText(/© \d{4} Book Craft\. All rights reserved\./)).toBeInTheDocument();
    },
  );

  it('has a bottom bar with Call Now and a Signup link that opens the form popup', async () => {
    const user = userEvent.setup();
    renderApp('/book-publishing-services');
    const bar = screen.getByRole('navigation', { name: 'Quick contact' });
    expect(within(bar).getByRole('link', { name: 'Call\u00A0Now' })).toHaveAttribute('href', 'tel:+15550132665');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const signup = within(bar).getByRole('link', { name: 'Signup' });
    await user.click(signup);
    expect(await screen.findByRole('dialog', { name: 'Lead form' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close form' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signup).toHaveFocus();
  });

  it('is not used on site pages: they get the default footer and no bottom bar', async () => {
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Quick contact' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Help center' })).toHaveAttribute('href', '/help');
  });
});

describe('chat widget', () => {
  it.each(['/', '/LP-GN-GAD', '/book-video-trailer', '/contact'])('is mounted on %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });
});
