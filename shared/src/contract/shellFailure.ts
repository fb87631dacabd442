/**
 * A painted page whose shell cannot start (a chunk that did not load, a start-up that threw) must not
 * swallow the visitor's taps for good. The shell dispatches this event on `window` when its start-up
 * fails; the boot script (`shell/src/boot/`), which holds taps until the page is live,
 * then hands what it held to the browser and shows how to reach sales.
 */
export const SHELL_FAILED_EVENT = 'bookcraft:shell-failed';

/** How every fallback tells the visitor to reach sales instead: "Call us at <phone> or write to <email>." */
export const CONTACT_WORDING = {
  unavailable: 'We could not load this part of the site.',
  call: 'Call us at',
  write: 'or write to',
} as const;
