import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import { OPT_IN_SUBMIT_HINT } from '@bookcraft/shared';
import { useFormRuns } from '../fields/PostedFormFields';
import { submitButton, submitHint } from '../fields/styles';

/**
 * Family B's submit button, disabled until the opt-in is ticked (requirements §4.3), with the line that says so tied
 * to it, so a visitor who filled every starred field is not left with a grey button and no reason. The server's
 * markup has the button enabled (without scripts the server checks the opt-in, with its own message) and the line
 * too: it is as true there, and a line that appeared only once the form ran would move the page under the visitor.
 */
export function OptInSubmit({ formId, submitting = false, children }: { formId: string; submitting?: boolean; children: ReactNode }) {
  const formRuns = useFormRuns();
  const { input: optIn } = useField('optIn', { type: 'checkbox', subscription: { value: true } });
  const hintId = `${formId}-submit-hint`;
  return (
    <>
      {!optIn.checked && (
        <p id={hintId} css={submitHint}>
          {OPT_IN_SUBMIT_HINT}
        </p>
      )}
      <button type="submit" css={submitButton} disabled={(formRuns && !optIn.checked) || submitting} aria-describedby={optIn.checked ? undefined : hintId}>
        {children}
      </button>
    </>
  );
}
