import { joinServices } from '../constants';
import { PLAN_PACKAGES, type PlanName } from '../pricing/plans';
import type { LeadFormBVariant, LeadPayload } from '../schemas/leads';
import type { FormType } from '../types';
import { familyAFields } from './formTypes';

/**
 * Where a lead form posts when no script handles it (scripts off, or the page's scripts never
 * started): the server takes the form's own fields, as the browser encodes them, as the same lead
 * intake as the API's, and answers with the thank-you page or the form's page with its messages.
 * With scripts running the form sends its lead through the API and never posts here.
 */
export const LEAD_FORM_ACTION = '/lead';

/** The fields a lead form carries besides what the visitor fills in, so a posted form names its kind. */
export const LEAD_FORM_HIDDEN_FIELDS = { formType: 'formType', formFamily: 'formFamily', variant: 'variant', formToken: 'formToken' } as const;

/**
 * What a lead form's `formToken` holds in its markup: the server puts a signed, single-use token
 * in its place in every page it sends (docs/spam.md, "Without JavaScript"), so a form posted
 * without scripts proves it came from a page of the site, and when.
 */
export const LEAD_FORM_TOKEN_PLACEHOLDER = '⟦lead-form-token⟧';

/** A form as the browser posts it (application/x-www-form-urlencoded): a ticked group repeats its name. */
export type PostedForm = Record<string, string | string[] | undefined>;

const first = (form: PostedForm, name: string): string => {
  const value = form[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};
const all = (form: PostedForm, name: string): string[] => [form[name] ?? []].flat();

/**
 * The lead payload of a posted lead form: the same payload the form sends through the API (its
 * fields as `familyAPayload` and `familyBPayload` in the forms remote build it), for the same
 * schema to judge. Family B's opt-in is what the box says: unticked, the schema refuses it with
 * its own message.
 */
export function leadFromPostedForm(form: PostedForm, link: string | undefined): LeadPayload {
  const formType = first(form, LEAD_FORM_HIDDEN_FIELDS.formType) as FormType;
  const context = { link, website: first(form, 'website') || undefined };
  const contact = { email: first(form, 'email'), phone: first(form, 'phone'), message: first(form, 'message') };
  if (first(form, LEAD_FORM_HIDDEN_FIELDS.formFamily) === 'B') {
    const plan = first(form, 'plan') as PlanName;
    const chosenPackage = first(form, 'package');
    const sold = plan ? { package: PLAN_PACKAGES[plan] ?? chosenPackage, plan } : chosenPackage ? { package: chosenPackage } : {};
    return {
      formFamily: 'B',
      variant: first(form, LEAD_FORM_HIDDEN_FIELDS.variant) as LeadFormBVariant,
      formType,
      first_name: first(form, 'first_name'),
      last_name: first(form, 'last_name'),
      ...contact,
      service: joinServices(all(form, 'services')),
      ...(sold as Pick<Extract<LeadPayload, { formFamily: 'B' }>, 'package' | 'plan'>),
      optIn: (first(form, 'optIn') !== '') as true,
      ...context,
    };
  }
  const fields = familyAFields(formType);
  return {
    formType,
    full_name: first(form, 'full_name'),
    ...contact,
    ...(fields.budget ? { service: first(form, 'service') } : {}),
    ...(fields.fixedService ? { service: fields.fixedService } : {}),
    ...(fields.genres ? { genre: first(form, 'genre') } : {}),
    ...(fields.manuscriptStatus ? { manuscript_status: first(form, 'manuscript_status') } : {}),
    ...context,
  };
}
