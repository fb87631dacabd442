import { Field } from 'react-final-form';
import { honeypot } from './styles';

/** A field people never see or reach; bots fill it in, and their leads are stored flagged. */
export function Honeypot({ formId }: { formId: string }) {
  return (
    <div css={honeypot} aria-hidden="true">
      <label htmlFor={`${formId}-website`}>Leave this field empty</label>
      <Field name="website" component="input" id={`${formId}-website`} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
