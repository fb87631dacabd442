/** The validation messages of requirements §5, word for word, in one place. */
export const LEAD_MESSAGES = {
  fullName: 'Full Name is required.',
  firstName: 'First Name is required.',
  lastName: 'Last Name is required.',
  email: 'Enter a valid email address.',
  emailRequired: 'Email is required.',
  phone: 'Enter a valid US phone number.',
  phoneRequired: 'Phone Number is required.',
  message: 'Please tell us about your book.',
  budget: 'Please select a service you are interested in.',
  manuscriptStatus: 'Please select manuscript status.',
  genre: 'Please select a genre.',
  services: 'Please select the services you are interested in.',
  // Not in the requirements: the submit button stays disabled until the box is ticked, so only an API client sees this.
  optIn: 'Please agree to be contacted by text message.',
  tooLong: 'This is too long.',
  // Not in the requirements: the pricing page's form sends a plan with its own package, so only an API client sees this.
  planPackage: 'This plan is not part of the chosen package.',
  // Not in the requirements: a name, an e-mail or a phone number is one line. A browser's
  // text input drops line breaks, so a visitor sees this only for a pasted tab or control character.
  singleLine: 'Please write this on one line, without tabs.',
} as const;

/** Requirements §4.3 toasts. */
export const LEAD_TOASTS = {
  loading: 'Loading...',
  familyA: { success: 'Submitted successfully!', failure: 'Failed, please try again.' },
  familyB: { success: '👍 Submitted.', failure: '❌ Failed, please try again.' },
} as const;

/** The opt-in of family B forms; its version is stored with every consent record. */
export const OPT_IN_TEXT =
  'I agree to receive text messages, notifications and reminders from Book Craft at the number I gave. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out or HELP for help.';
export const OPT_IN_TEXT_VERSION = '2026-11-22';
/** Not in the requirements: what the family B forms say, tied to their Submit, while it waits for the opt-in. */
export const OPT_IN_SUBMIT_HINT = 'Tick the text-message consent to submit.';
