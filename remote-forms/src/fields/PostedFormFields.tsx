import { useSyncExternalStore } from 'react';
import { LEAD_FORM_ACTION, LEAD_FORM_HIDDEN_FIELDS, LEAD_FORM_TOKEN_PLACEHOLDER, type FormType } from '@bookcraft/shared';
import type { LeadFormBVariant } from '@bookcraft/shared/contracts';

/**
 * A lead form's own attributes: with scripts running, its submit handler sends the lead through the
 * API and the browser never posts it; without (scripts off, or the page's scripts never started),
 * the browser posts it here and the server takes it as the same lead.
 */
export const postedFormAttributes = { method: 'post', action: LEAD_FORM_ACTION } as const;

/**
 * What a posted form must say that the visitor does not fill in: its family, variant and type, and
 * the token the server fills into the page it sends (docs/spam.md), which a script running the form ignores.
 */
export function PostedFormFields({ formType, variant }: { formType: FormType; variant?: LeadFormBVariant }) {
  return (
    <>
      <input type="hidden" name={LEAD_FORM_HIDDEN_FIELDS.formType} value={formType} />
      {variant && <input type="hidden" name={LEAD_FORM_HIDDEN_FIELDS.formFamily} value="B" />}
      {variant && <input type="hidden" name={LEAD_FORM_HIDDEN_FIELDS.variant} value={variant} />}
      {/* The server's page holds the token where the placeholder was: a difference hydration is told to expect. */}
      <input type="hidden" name={LEAD_FORM_HIDDEN_FIELDS.formToken} value={LEAD_FORM_TOKEN_PLACEHOLDER} suppressHydrationWarning />
    </>
  );
}

const noSubscription = () => () => undefined;

/**
 * False in the server's markup and while React adopts it, true once the form runs: a button that
 * scripts disable until the form is ready stays usable for a visitor whose scripts never run.
 */
export const useFormRuns = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false);
