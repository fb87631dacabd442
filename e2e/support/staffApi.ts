import { STAFF_EMAIL, STAFF_PASSWORD } from './site';

export interface StoredLead {
  id: string;
  full_name: string | null;
  first_name: string | null;
  service: string | null;
  form_type: string;
  [column: string]: unknown;
}

/** Reads the leads as staff see them, through the real API. */
export async function leadsAsStaff(siteUrl: string): Promise<StoredLead[]> {
  const login = await fetch(`${siteUrl}/api/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: STAFF_EMAIL, password: STAFF_PASSWORD }) });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const response = await fetch(`${siteUrl}/api/staff/leads?pageSize=200`, { headers: { cookie } });
  return ((await response.json()) as { leads: StoredLead[] }).leads;
}
