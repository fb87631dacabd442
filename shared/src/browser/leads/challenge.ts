// The lead forms' proof of work (docs/spam.md): when the visitor starts a form, the page fetches a
// challenge and finds the number n with SHA-256(salt + n) = challenge while they type; the lead
// carries the answer as `altcha`. A lead without one is not refused: it lands in the Spam folder.
// The solver is loaded then, not with the page (it is not needed before the visitor starts a form).

let pending: Promise<string | undefined> | undefined;

/** Starts fetching and solving a challenge (a form's first focus); one at a time on the page, used by the next lead. */
export function prepareLeadChallenge(): void {
  pending ??= import('./challengeSolver').then(({ fetchAndSolve }) => fetchAndSolve(), () => undefined);
}

/**
 * A lead form's handlers for the visitor starting it: a focus, and also what they type, choose or autofill. On a
 * painted page a visitor may focus and fill the form before it is live; the boot script hands their values over
 * once it is (as input and change events), and without these the challenge would be fetched only on "Submit",
 * making the lead look sent faster than a person fills the form in, and so spam.
 */
export const startsLeadChallenge = { onFocus: prepareLeadChallenge, onInput: prepareLeadChallenge, onChange: prepareLeadChallenge };

/**
 * The solved challenge for the lead being sent, waiting for it if it is still being solved, but no
 * longer than `waitMs`: a lead sent without is in the Spam folder, never lost. Each is used once.
 */
export function takeLeadChallenge(waitMs = 8_000): Promise<string | undefined> {
  prepareLeadChallenge();
  const solution = pending!;
  pending = undefined;
  return Promise.race([solution, new Promise<undefined>((resolve) => setTimeout(resolve, waitMs))]);
}

/** Drops a challenge being solved (a test's page is new for each test). */
export function forgetLeadChallenge(): void {
  pending = undefined;
}
