import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '@bookcraft/shared/router';
import { STATIC_ATTRIBUTE } from '@bookcraft/shared/federation';
import { useStaticLinks } from './useStaticLinks';

/** A page with a static part's links (plain anchors, as a painted page has them) and the router's location. */
function Page() {
  useStaticLinks();
  const { pathname } = useLocation();
  return (
    <>
      <p>Now at {pathname}</p>
      <div {...{ [STATIC_ATTRIBUTE]: 'r1' }}>
        <a href="/about-us">About Us</a>
        <a href="tel:+12125550147">Call</a>
        <a href="#main">Skip</a>
        <a href="/blog/feed.xml" download>Feed</a>
      </div>
      <a href="/contact">Contact outside</a>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Whether the browser would still follow the click: the default action was not prevented. */
function clickFollowedByBrowser(name: string): boolean {
  const link = screen.getByRole('link', { name });
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  link.dispatchEvent(click);
  return !click.defaultPrevented;
}

describe('links of static parts', () => {
  it('go to a page of the site through the router, without a page load', async () => {
    renderAt('/');
    await userEvent.click(screen.getByRole('link', { name: 'About Us' }));
    expect(await screen.findByText('Now at /about-us')).toBeInTheDocument();
  });

  it('leave phone links, in-page anchors, downloads and links outside static parts to the browser', () => {
    renderAt('/');
    expect(clickFollowedByBrowser('Call')).toBe(true);
    expect(clickFollowedByBrowser('Skip')).toBe(true);
    expect(clickFollowedByBrowser('Feed')).toBe(true);
    expect(clickFollowedByBrowser('Contact outside')).toBe(true);
    expect(screen.getByText('Now at /')).toBeInTheDocument();
  });

  it('leave a click with a modifier key to the browser (a new tab)', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'About Us' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
