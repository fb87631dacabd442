import { joinServices, PLAN_PACKAGES, type FormType, type PackageOption, type PlanName } from '@bookcraft/shared';
import type { LeadFormBPayload, LeadFormBVariant } from '@bookcraft/shared/contracts';
import type { PageContext } from '../submission/pageContext';

export interface FamilyBValues {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  services?: string[];
  message?: string;
  package?: string;
  plan?: string;
  optIn?: boolean;
  website?: string;
}

/** The package selector a form shows: none without a package parameter, the four packages, or the six plans on the pricing page. */
export type PackageSelector = 'none' | 'packages' | 'plans';

export interface FamilyBForm {
  variant: LeadFormBVariant;
  formType: FormType;
  packageSelector: PackageSelector;
}

/** Only what the selector on the page holds is sent; a plan goes with the package it is sold as. */
function sentPackage(selector: PackageSelector, values: FamilyBValues): Pick<LeadFormBPayload, 'package' | 'plan'> {
  if (selector === 'packages' && values.package) return { package: values.package as PackageOption };
  if (selector === 'plans' && values.plan) return { package: PLAN_PACKAGES[values.plan as PlanName], plan: values.plan as PlanName };
  return {};
}

/** What a family B form sends. Its submit button is disabled until the opt-in is ticked, so a sent lead has opted in. */
export function familyBPayload({ variant, formType, packageSelector }: FamilyBForm, values: FamilyBValues, page: PageContext): LeadFormBPayload {
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
    ...sentPackage(packageSelector, values),
    optIn: true,
    customerId: page.customerId,
    link: page.link,
    website: values.website || undefined,
  };
}
