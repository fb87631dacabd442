import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useSearchParams } from '@bookcraft/shared/router';
import { LEAD_TOASTS, OPT_IN_TEXT, SERVICE_OPTIONS, startsLeadChallenge, type FormType } from '@bookcraft/shared';
import type { FieldErrors, LeadFormBVariant } from '@bookcraft/shared/contracts';
import { Checkbox, CheckboxGroup } from '../fields/choices';
import { Honeypot } from '../fields/Honeypot';
import { PostedFormFields, postedFormAttributes } from '../fields/PostedFormFields';
import { PhoneInput, TextInput } from '../fields/inputs';
import { updateCustomerOnBlur } from '../customer/updateCustomerOnBlur';
import { submitAndFocus } from '../submission/focusFirstError';
import { useLeadSubmission } from '../submission/useLeadSubmission';
import { zodValidate } from '../submission/zodValidate';
import { currentPage } from '../submission/pageContext';
import { OptInSubmit } from './OptInSubmit';
import { chosenPackage, PackageSelect } from './PackageSelect';
import { familyBPayload, type FamilyBValues, type PackageSelector } from './payload';
import { matchService } from './services';

type Values = FamilyBValues;

export interface LeadFormBProps {
  /** `landing`: the landing page form; `footer`: the footer form, with its own e-mail and phone rules (requirements §5.3). */
  variant: LeadFormBVariant;
  /** The hidden form type passed along with the lead. */
  formType: FormType;
  formId: string;
  submitText?: string;
  /** Preselects a service and shows the package selector, like the `service` and `package` query parameters. */
  service?: string;
  package?: string;
  /** The pricing page: the package selector lists the six plans, and a chosen plan is sent with its package. */
  choosePlan?: boolean;
}

// A package chosen on the page sets the selector alone (PackageSelect): only another preselected service starts the form again.
const sameServices = (a?: Values, b?: Values) => a?.services?.join() === b?.services?.join();

const fullName = (values: Values) => `${values.first_name ?? ''} ${values.last_name ?? ''}`.trim();

/** The server names the joined services `service`; the form shows them as `services`. */
const toFormErrors = (errors: FieldErrors | undefined) => errors && Object.fromEntries(Object.entries(errors).map(([key, message]) => [key === 'service' ? 'services' : key, message]));

/**
 * Family B, the landing and footer forms (requirements §3.1, §4.3, §5.2, §5.3). It
 * submits once and clears only after the server has stored the lead; the
 * older form the requirements describe sent twice and cleared before knowing.
 */
export function LeadFormB({ variant, formType, formId, submitText = 'Submit', service, package: packageProp, choosePlan }: LeadFormBProps) {
  const [searchParams] = useSearchParams();
  const [submitted, setSubmitted] = useState(false);
  const send = useLeadSubmission(LEAD_TOASTS.familyB, { plainIcons: true });

  const preselected = matchService(service ?? searchParams.get('service'));
  const packageParam = packageProp ?? searchParams.get('package');
  const packageSelector: PackageSelector = !packageParam ? 'none' : choosePlan ? 'plans' : 'packages';
  const chosen = chosenPackage(packageSelector, packageParam);
  const initialValues = useMemo<Values>(
    () => ({ services: preselected ? [preselected] : [], package: chosen.package, plan: chosen.plan, optIn: false }),
    [preselected, chosen.package, chosen.plan],
  );
  const validate = useMemo(() => zodValidate<Values>(({ leadFormBValuesSchema }) => leadFormBValuesSchema(variant)), [variant]);

  const toPayload = (values: Values) => familyBPayload({ variant, formType, packageSelector }, values, currentPage());

  return (
    <Form<Values>
      initialValues={initialValues}
      initialValuesEqual={sameServices}
      validate={validate}
      onSubmit={async (values, form) => {
        const outcome = await send(toPayload(values));
        if (!outcome.sent) return toFormErrors(outcome.fieldErrors);
        form.restart(initialValues);
        setSubmitted(true);
        return undefined;
      }}
      render={({ handleSubmit, submitting, form }) => (
        <form {...postedFormAttributes} noValidate {...startsLeadChallenge} onSubmit={submitAndFocus(handleSubmit, form as never)}>
          <PostedFormFields formType={formType} variant={variant} />
          <FormSpy subscription={{ dirty: true }} onChange={({ dirty }) => dirty && setSubmitted(false)} />
          <TextInput formId={formId} name="first_name" label="First Name*" autoComplete="given-name" onBlur={() => updateCustomerOnBlur('name', fullName(form.getState().values))} />
          <TextInput formId={formId} name="last_name" label="Last Name*" autoComplete="family-name" onBlur={() => updateCustomerOnBlur('name', fullName(form.getState().values))} />
          <TextInput formId={formId} name="email" label="Email*" type="email" autoComplete="email" onBlur={(value) => updateCustomerOnBlur('email', value)} />
          <PhoneInput formId={formId} label="Phone Number*" onBlur={(value) => updateCustomerOnBlur('phone', value)} />
          <CheckboxGroup formId={formId} name="services" legend="Services you are interested in*" values={SERVICE_OPTIONS} />
          {packageSelector !== 'none' && <PackageSelect formId={formId} selector={packageSelector} chosen={chosen} />}
          <TextInput formId={formId} name="message" label="Tell Us About Your Book*" multiline />
          <Checkbox formId={formId} name="optIn" required>
            {OPT_IN_TEXT}
          </Checkbox>
          <Honeypot formId={formId} />
          <OptInSubmit formId={formId} submitting={submitting}>
            {submitting ? 'Sending…' : variant === 'footer' && submitted ? 'Submitted' : submitText}
          </OptInSubmit>
        </form>
      )}
    />
  );
}
