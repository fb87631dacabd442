import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { LIVE_ATTRIBUTE, MOUNT_ATTRIBUTE, on, popupLink } from '@bookcraft/shared';
import { bootPage } from './testing/bootPage';

// What the visitor does on a painted page before the part they touch is live is kept, and done once it is.

const rootElement = () => document.getElementById('root')!;

/** What the live part's code does on a tap (React's handler, in the page): it shows that it ran, each time. */
function whenTapped(button: HTMLElement, shows: string) {
  button.addEventListener('click', () => button.after(Object.assign(document.createElement('p'), { textContent: shows })));
}

describe('a tap before the page is live', () => {
  it('is held, then replayed on the same button once #root is live', async () => {
    bootPage('<main><h1>Publish your book</h1><button type="button">Get a quote</button></main>');
    const button = screen.getByRole('button', { name: 'Get a quote' });
    whenTapped(button, 'Quote form open');

    // The browser does nothing with the tap, and no handler sees it.
    expect(fireEvent.click(button)).toBe(false);
    expect(screen.queryByText('Quote form open')).not.toBeInTheDocument();

    rootElement().setAttribute(LIVE_ATTRIBUTE, '');
    expect(await screen.findByText('Quote form open')).toBeInTheDocument();
    expect(screen.getAllByText('Quote form open')).toHaveLength(1);
  });

  it("is held inside a remote's part until that part is live, while the rest of the page is", async () => {
    bootPage(`<header><button type="button">Menu</button></header><div ${MOUNT_ATTRIBUTE}="forms/HeroForm"><button type="button">Start my book</button></div>`);
    rootElement().setAttribute(LIVE_ATTRIBUTE, '');
    const menu = screen.getByRole('button', { name: 'Menu' });
    const start = screen.getByRole('button', { name: 'Start my book' });
    whenTapped(menu, 'Menu open');
    whenTapped(start, 'Form open');

    expect(fireEvent.click(menu)).toBe(true);
    expect(screen.getByText('Menu open')).toBeInTheDocument();
    expect(fireEvent.click(start)).toBe(false);
    expect(screen.queryByText('Form open')).not.toBeInTheDocument();

    document.querySelector(`[${MOUNT_ATTRIBUTE}]`)!.setAttribute(LIVE_ATTRIBUTE, '');
    expect(await screen.findByText('Form open')).toBeInTheDocument();
  });

  it('on a link is never held: links work without scripts', async () => {
    bootPage('<main><a href="#pricing">See pricing</a><section id="pricing">Plans</section></main>');
    expect(fireEvent.click(screen.getByRole('link', { name: 'See pricing' }))).toBe(true);
    await waitFor(() => expect(window.location.hash).toBe('#pricing'));
  });
});

/** A form as a live part renders it: controlled fields, which see the visitor's changes only through their events. */
function Enquiry() {
  const [name, setName] = useState('');
  const [updates, setUpdates] = useState(false);
  // As the shell's useLiveRoot does once React runs #root.
  useLayoutEffect(() => rootElement().setAttribute(LIVE_ATTRIBUTE, ''), []);
  return (
    <form>
      <label>
        Full name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        <input type="checkbox" checked={updates} onChange={(event) => setUpdates(event.target.checked)} />
        Send me updates
      </label>
      <p>{name ? `Thanks, ${name}${updates ? ', updates on their way' : ''}` : 'Who are you?'}</p>
    </form>
  );
}

/** A call to action as a page paints it and then runs it: a link to the contact page that opens the form popup once live. */
function CallToAction() {
  useLayoutEffect(() => rootElement().setAttribute(LIVE_ATTRIBUTE, ''), []);
  return <a {...popupLink('Publishing')}>Create your Account</a>;
}

describe('a tap on a call to action that opens the form popup, before the page is live', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it("is held like a button's, not followed, and opens the popup once the page is live", async () => {
    bootPage(renderToString(<CallToAction />));
    const cta = screen.getByRole('link', { name: 'Create your Account' });
    expect(cta).toHaveAttribute('href', '/contact/publishing');
    const requests: unknown[] = [];
    const stop = on('openFormPopup', (payload) => requests.push(payload));

    expect(fireEvent.click(cta)).toBe(false);
    expect(requests).toEqual([]);

    await act(async () => {
      root = hydrateRoot(rootElement(), <CallToAction />);
    });
    await waitFor(() => expect(requests).toEqual([{ formType: 'Publishing' }]));
    stop();
    expect(screen.getByRole('link', { name: 'Create your Account' })).toBe(cta);
  });
});

describe('what the visitor types or ticks before the page is live', () => {
  let root: Root | undefined;
  afterEach(() => act(() => root?.unmount()));

  it('is handed over to React once the form is live, as events its controlled fields see', async () => {
    bootPage(renderToString(<Enquiry />));
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Jane Doe');
    await user.click(screen.getByRole('checkbox', { name: 'Send me updates' }));
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jane Doe');
    expect(screen.getByText('Who are you?')).toBeInTheDocument();

    // React adopts the painted form: without the boot script it would keep the typed text on screen but not in its
    // state, and the tick would be lost.
    await act(async () => {
      root = hydrateRoot(rootElement(), <Enquiry />);
    });
    expect(await screen.findByText('Thanks, Jane Doe, updates on their way')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Jane Doe');
    expect(screen.getByRole('checkbox', { name: 'Send me updates' })).toBeChecked();
  });

  it('is handed over as an input event with the typed value, and a change event with the ticked state', async () => {
    bootPage('<form><label>Email <input name="email"></label><label><input type="checkbox" name="terms"> I agree</label></form>');
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    const terms = screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree' });
    const user = userEvent.setup();
    await user.type(email, 'jane@example.com');
    await user.click(terms);
    const seen: string[] = [];
    // A live field's listeners, added once it runs.
    email.addEventListener('input', () => seen.push(`input: ${email.value}`));
    terms.addEventListener('change', () => seen.push(`change: ${terms.checked ? 'ticked' : 'not ticked'}`));

    rootElement().setAttribute(LIVE_ATTRIBUTE, '');
    await screen.findByRole('checkbox', { name: 'I agree', checked: true });
    expect(seen).toEqual(['input: jane@example.com', 'change: ticked']);
  });
});
