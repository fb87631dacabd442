import assert from 'node:assert/strict';
import { pathOf, type CallParts } from '@bookcraft/shared';
import { STAFF_EMAIL, STAFF_PASSWORD } from '@bookcraft/testing/site';

export interface StoredLead {
  id: string;
  full_name: string | null;
  first_name: string | null;
  service: string | null;
  form_type: string;
  [column: string]: unknown;
}

async function staffCookie(siteUrl: string): Promise<string> {
  const body: CallParts<'POST /api/staff/login'>['body'] = { email: STAFF_EMAIL, password: STAFF_PASSWORD };
  // The site serves the API under /api; the route's address below it comes from the contract.
  const login = await fetch(`${siteUrl}/api${pathOf('POST /api/staff/login')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return login.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** GETs a staff endpoint through the real API, signed in. */
export async function asStaff<T>(siteUrl: string, path: string): Promise<T> {
  const response = await fetch(`${siteUrl}${path}`, { headers: { cookie: await staffCookie(siteUrl) } });
  return (await response.json()) as T;
}

/** GETs a staff endpoint that answers text (a transcript), signed in. */
export async function asStaffText(siteUrl: string, path: string): Promise<string> {
  const response = await fetch(`${siteUrl}${path}`, { headers: { cookie: await staffCookie(siteUrl) } });
  assert.equal(response.status, 200, `${path} answers ${response.status}`);
  return response.text();
}

/** Reads the leads as staff see them. */
export async function leadsAsStaff(siteUrl: string): Promise<StoredLead[]> {
  return (await asStaff<{ leads: StoredLead[] }>(siteUrl, `/api${pathOf('GET /api/staff/leads')}?${new URLSearchParams({ pageSize: '200' })}`)).leads;
}
