import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { familyAFields, LEAD_TOASTS, leadFormASchema, type FormType, type LeadFormAPayload } from '@bookcraft/shared';
import { Honeypot } from '../fields/Honeypot';
import { PhoneInput, SelectInput, TextInput } from '../fields/inputs';
import { submitButton } from '../fields/styles';
import { readCustomerId, updateCustomerOnBlur } from '../customer/updateCustomerOnBlur';
import { FormToaster } from '../submission/FormToaster';
import { submitAndFocus } from '../submission/focusFirstError';
import { useLeadSubmission } from '../submission/useLeadSubmission';
import { zodValidate } from '../submission/zodValidate';

type Values = Partial<Record<'full_name' | 'email' | 'phone' | 'message' | 'service' | 'genre' | 'manuscript_status' | 'website', string>>;

export interface LeadFormAProps {
  formType: FormType;
  /** Unique on the page: prefixes the ids of the form's controls. */
  formId: string;
  submitText?: string;
  /** Called after the lead is stored, before the visitor is taken to /thankyou. */
  onSent?: () => void;
}

/** What a family A form of this type sends: its own fields plus who and where (SPEC §3.1). */
function payloadFor(formType: FormType) {
  const fields = familyAFields(formType);
  return (values: Values): LeadFormAPayload => ({
    formType,
    full_name: values.full_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    message: values.message ?? '',
    ...(fields.budget ? { service: values.service ?? '' } : {}),
    ...(fields.fixedService ? { service: fields.fixedService } : {}),
    ...(fields.genres ? { genre: values.genre ?? '' } : {}),
    ...(fields.manuscriptStatus ? { manuscript_status: values.manuscript_status ?? '' } : {}),
    customerId: readCustomerId(),
    link: window.location.href,
    website: values.website || undefined,
  });
}

/** Family A, the popup and hero forms (SPEC §3.1, §4.3, §5.1): the fields its form type shows. */
export function LeadFormA({ formType, formId, submitText = 'Submit', onSent }: LeadFormAProps) {
  const fields = familyAFields(formType);
  const navigate = useNavigate();
  const send = useLeadSubmission(LEAD_TOASTS.familyA);

  const toPayload = useMemo(() => payloadFor(formType), [formType]);
  const validate = useMemo(() => zodValidate<Values>(leadFormASchema(formType), toPayload), [formType, toPayload]);

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
        <form noValidate onSubmit={submitAndFocus(handleSubmit, form as never)}>
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
          <FormToaster />
        </form>
      )}
    />
  );
}
