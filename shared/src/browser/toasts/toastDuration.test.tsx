import { act, render, screen } from '@testing-library/react';
import { emit, LEAD_TOASTS } from '@bookcraft/shared';
import { ToastHost, TOAST_DURATION_MS } from './ToastHost';

// A toast a form asks for on the event bus, shown by the toaster the shell mounts (ToastHost is the shell's
// lazy Toasts in one piece). The clock is jest's: the test moves it, it never waits it out.
// e2e/tests/submits-a-lead.spec.ts shows the toast outliving the form on the thank-you page in a browser.
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** react-hot-toast keeps a dismissed toast on the page for its 1 s exit before it removes it. */
const EXIT_MS = 1_000;

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

it('keeps "Loading..." while the lead is sent, however long, turns it into "Submitted successfully!", keeps that up for TOAST_DURATION_MS, then takes it away', () => {
  render(<ToastHost />);
  act(() => emit('toast', { id: 'lead-1', kind: 'loading', message: LEAD_TOASTS.loading }));
  expect(screen.getByRole('status')).toHaveTextContent(LEAD_TOASTS.loading);

  // A slow network: the lead is still on its way well past the toast duration, and the visitor is told so.
  advance(TOAST_DURATION_MS * 3);
  expect(screen.getByRole('status')).toHaveTextContent(LEAD_TOASTS.loading);
  // The answer: the same toast (not a second one) now says the lead was sent, and its clock starts here.
  act(() => emit('toast', { id: 'lead-1', kind: 'success', message: LEAD_TOASTS.familyA.success }));
  expect(screen.getByRole('status')).toHaveTextContent(LEAD_TOASTS.familyA.success);
  expect(screen.queryByText(LEAD_TOASTS.loading)).not.toBeInTheDocument();

  // Still there to read on the thank-you page until the last moment of its duration.
  advance(TOAST_DURATION_MS - 1);
  expect(screen.getByRole('status')).toHaveTextContent(LEAD_TOASTS.familyA.success);

  // Dismissed at TOAST_DURATION_MS: it fades out and leaves the page EXIT_MS later, not a moment sooner.
  // (jsdom paints nothing, so the fade itself is not seen here: that it leaves exactly EXIT_MS after
  // TOAST_DURATION_MS is what shows when it was dismissed.)
  advance(1);
  advance(EXIT_MS - 1);
  expect(screen.getByRole('status')).toHaveTextContent(LEAD_TOASTS.familyA.success);
  advance(1);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByText(LEAD_TOASTS.familyA.success)).not.toBeInTheDocument();
});
