import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIVE_ATTRIBUTE, SHELL_FAILED_EVENT, unbreakablePhone } from '@bookcraft/shared';
import { bootPage, SHELL_SCRIPTS, SITE } from './testing/bootPage';
import { RELEASE_AFTER_SCRIPT_ERROR_MS } from './wake';

// A painted page whose shell never goes live is let go: what was held is done as the browser does it without
// scripts, and the visitor is told how to reach sales.

const HERO_FORM = '<main><h1>Publish your book</h1><form action="/lead" method="post"><label>Email <input name="email"></label><button>Submit</button></form></main>';

/** Forms the page submits, and whether anything stopped the browser from sending them. */
function watchSubmits() {
  const submits: { form: EventTarget | null; sent: boolean }[] = [];
  window.addEventListener('submit', (event) => submits.push({ form: event.target, sent: !event.defaultPrevented }));
  return submits;
}

/** The notice of a page let go: how to reach sales, with this site's phone and e-mail from the page's configuration. */
function expectContactNotice() {
  const notice = screen.getByRole('alert');
  // The number never wraps: its spaces and hyphen are the non-breaking kind (which toHaveTextContent reads as spaces).
  expect(notice.textContent).toBe(`We could not load this part of the site. Call us at ${unbreakablePhone(SITE.phone)} or write to ${SITE.email}.`);
  expect(within(notice).getByRole('link', { name: unbreakablePhone(SITE.phone) })).toHaveAttribute('href', 'tel:+12125550147');
  expect(within(notice).getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`);
}

let errors: jest.SpyInstance;
beforeEach(() => {
  // What the page logs as it is let go, and jsdom's word that it cannot send a form itself: the browser would.
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('when the shell says its start-up failed', () => {
  it('shows how to reach sales and sends a form whose Submit was tapped, natively', async () => {
    bootPage(HERO_FORM);
    const submits = watchSubmits();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submits).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    window.dispatchEvent(new Event(SHELL_FAILED_EVENT));
    expectContactNotice();
    expect(submits).toEqual([{ form: screen.getByRole('button', { name: 'Submit' }).closest('form'), sent: true }]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('the page could not start (its start-up failed)'));

    // Taps are the browser's from now on.
    expect(fireEvent.click(screen.getByRole('button', { name: 'Submit' }))).toBe(true);
    expect(submits).toHaveLength(2);
  });

  it('leaves a live page alone: the shell runs, and a part that failed shows its own fallback', () => {
    bootPage(HERO_FORM);
    document.getElementById('root')!.setAttribute(LIVE_ATTRIBUTE, '');
    window.dispatchEvent(new Event(SHELL_FAILED_EVENT));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("when one of the shell's scripts does not load", () => {
  it(`lets the page go ${RELEASE_AFTER_SCRIPT_ERROR_MS} ms later, and sends the held form`, () => {
    jest.useFakeTimers();
    // Not painted for this path: the scripts start at once.
    bootPage(HERO_FORM, { painted: false });
    const submits = watchSubmits();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.error(document.head.querySelector(`script[src="${SHELL_SCRIPTS[1]}"]`)!);

    jest.advanceTimersByTime(RELEASE_AFTER_SCRIPT_ERROR_MS - 1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submits).toEqual([]);
    jest.advanceTimersByTime(1);
    expectContactNotice();
    expect(submits).toEqual([{ form: screen.getByRole('button', { name: 'Submit' }).closest('form'), sent: true }]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining(`${SHELL_SCRIPTS[1]} did not load`));
  });

  it('does not let go of a page that went live meanwhile', () => {
    jest.useFakeTimers();
    bootPage(HERO_FORM, { painted: false });
    fireEvent.error(document.head.querySelector(`script[src="${SHELL_SCRIPTS[0]}"]`)!);
    document.getElementById('root')!.setAttribute(LIVE_ATTRIBUTE, '');
    jest.advanceTimersByTime(RELEASE_AFTER_SCRIPT_ERROR_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
