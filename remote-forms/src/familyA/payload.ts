import { familyAFields, type FormType } from '@bookcraft/shared';
import type { LeadFormAPayload } from '@bookcraft/shared/contracts';
import type { PageContext } from '../submission/pageContext';

export type FamilyAValues = Partial<Record<'full_name' | 'email' | 'phone' | 'message' | 'service' | 'genre' | 'manuscript_status' | 'website', string>>;

/** What a family A form of this type sends: its own fields plus who and where (requirements §3.1). */
export function familyAPayload(formType: FormType, values: FamilyAValues, page: PageContext): LeadFormAPayload {
  const fields = familyAFields(formType);
  return {
    formType,
    full_name: values.full_name ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    message: values.message ?? '',
    ...(fields.budget ? { service: values.service ?? '' } : {}),
    ...(fields.fixedService ? { service: fields.fixedService } : {}),
    ...(fields.genres ? { genre: values.genre ?? '' } : {}),
    ...(fields.manuscriptStatus ? { manuscript_status: values.manuscript_status ?? '' } : {}),
    customerId: page.customerId,
    link: page.link,
    website: values.website || undefined,
  };
}
