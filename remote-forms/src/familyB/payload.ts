import { joinServices, type FormType, type LeadFormBPayload, type LeadFormBVariant, type PACKAGE_OPTIONS } from '@bookcraft/shared';
import type { PageContext } from '../submission/pageContext';

export interface FamilyBValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  services?: string[];
  message?: string;
  package?: string;
  optIn?: boolean;
  website?: string;
}

export interface FamilyBForm {
  variant: LeadFormBVariant;
  formType: FormType;
  /** The package selector is on the page only with a package parameter. */
  packageShown: boolean;
}

/** What a family B form sends. Its submit button is disabled until the opt-in is ticked, so a sent lead has opted in. */
export function familyBPayload({ variant, formType, packageShown }: FamilyBForm, values: FamilyBValues, page: PageContext): LeadFormBPayload {
  return {
    formFamily: 'B',
    variant,
    formType,
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    service: joinServices(values.services ?? []),
    message: values.message ?? '',
    ...(packageShown && values.package ? { package: values.package as (typeof PACKAGE_OPTIONS)[number] } : {}),
    optIn: true,
    customerId: page.customerId,
    link: page.link,
    website: values.website || undefined,
  };
}
