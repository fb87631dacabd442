/**
 * SHELL_FAILED_EVENT of @bookcraft/shared, written out here: this runs from the entry, before any
 * shared module can be loaded (the failure may be that they could not). shellFailure.test.ts keeps
 * the two the same.
 */
export const SHELL_FAILED_EVENT = 'bookcraft:shell-failed';

/**
 * The shell could not start (its bootstrap chunk or a shared module did not load, or start-up threw).
 * Logged with what it means for the visitor, and told to the boot script, which lets the painted page
 * go: held taps are done natively and the visitor is shown the phone number and e-mail.
 */
export function reportShellFailure(error: unknown): void {
  console.error('Book Craft: the shell could not start; the painted page is left to the browser (links and lead forms work without scripts)', error);
  window.dispatchEvent(new Event(SHELL_FAILED_EVENT));
}
