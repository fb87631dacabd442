import type { LeadPayload } from '@bookcraft/shared/contracts';

/** The person's details as the consultation form asks for them. */
export interface LeadDetails {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
}

const KEY = 'bookcraft.leadDetails';

/** Family A asks for a full name: its first word is the first name, the rest the last. */
function detailsOf(lead: LeadPayload): LeadDetails {
  if ('first_name' in lead) return { first_name: lead.first_name, last_name: lead.last_name, email: lead.email, phone: lead.phone };
  const [first = '', ...rest] = lead.full_name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' '), email: lead.email, phone: lead.phone };
}

/**
 * Keeps the details of the lead this tab just sent, for the consultation form that follows it
 * (/thankyou, the landing page's "Pick a time"). In this tab only, and gone when it closes; storage
 * that is blocked keeps nothing.
 */
export function rememberLeadDetails(lead: LeadPayload): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(detailsOf(lead)));
  } catch {
    // Private mode: the visitor types them again.
  }
}

export function leadDetails(): LeadDetails | undefined {
  try {
    const stored = sessionStorage.getItem(KEY);
    return stored ? (JSON.parse(stored) as LeadDetails) : undefined;
  } catch {
    return undefined;
  }
}
