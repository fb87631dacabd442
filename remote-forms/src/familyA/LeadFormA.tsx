import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from '@bookcraft/shared/router';
import { familyAFields, LEAD_TOASTS, startsLeadChallenge, type FormType } from '@bookcraft/shared';
import { Honeypot } from '../fields/Honeypot';
import { PostedFormFields, postedFormAttributes } from '../fields/PostedFormFields';
import { PhoneInput, SelectInput, TextInput } from '../fields/inputs';
import { submitButton } from '../fields/styles';
import { updateCustomerOnBlur } from '../customer/updateCustomerOnBlur';
import { submitAndFocus } from '../submission/focusFirstError';
import { useLeadSubmission } from '../submission/useLeadSubmission';
import { zodValidate } from '../submission/zodValidate';
import { currentPage } from '../submission/pageContext';
import { familyAPayload, type FamilyAValues } from './payload';

type Values = FamilyAValues;

export interface LeadFormAProps {
  formType: FormType;
  /** Unique on the page: prefixes the ids of the form's controls. */
  formId: string;
  submitText?: string;
  /** Called after the lead is stored, before the visitor is taken to /thankyou. */
  onSent?: () => void;
}

/** Family A, the popup and hero forms (requirements §3.1, §4.3, §5.1): the fields its form type shows. */
export function LeadFormA({ formType, formId, submitText = 'Submit', onSent }: LeadFormAProps) {
  const fields = familyAFields(formType);
  const navigate = useNavigate();
  const send = useLeadSubmission(LEAD_TOASTS.familyA);

  const toPayload = useMemo(() => (values: Values) => familyAPayload(formType, values, currentPage()), [formType]);
  const validate = useMemo(() => zodValidate<Values>(({ leadFormASchema }) => leadFormASchema(formType), toPayload), [formType, toPayload]);

  return (
    <Form<Values>
      onSubmit={async (values, form) => {
        const outcome = await send(toPayload(values));
        if (!outcome.sent) return outcome.fieldErrors;
        form.restart();
        onSent?.();
        navigate('/thankyou');
        return undefined;
      }}
      validate={validate}
      render={({ handleSubmit, submitting, form }) => (
        <form {...postedFormAttributes} noValidate {...startsLeadChallenge} onSubmit={submitAndFocus(handleSubmit, form as never)}>
          <PostedFormFields formType={formType} />
          <TextInput formId={formId} name="full_name" label="Full Name*" autoComplete="name" onBlur={(value) => updateCustomerOnBlur('name', value)} />
          <TextInput formId={formId} name="email" label="Email*" type="email" autoComplete="email" onBlur={(value) => updateCustomerOnBlur('email', value)} />
          <PhoneInput formId={formId} label="Phone*" onBlur={(value) => updateCustomerOnBlur('phone', value)} />
          {fields.budget && <SelectInput formId={formId} name="service" label="Budget*" options={fields.budget} placeholder="Select your budget" />}
          {fields.genres && <SelectInput formId={formId} name="genre" label="Genre*" options={fields.genres} placeholder="Select a genre" />}
          {fields.manuscriptStatus && <SelectInput formId={formId} name="manuscript_status" label="Manuscript Status*" options={fields.manuscriptStatus} placeholder="Select manuscript status" />}
          <TextInput formId={formId} name="message" label={fields.messageLabel} multiline />
          <Honeypot formId={formId} />
          <button type="submit" css={submitButton} disabled={submitting}>
            {submitting ? 'Sending…' : submitText}
          </button>
        </form>
      )}
    />
  );
}
