import { api, getRuntimeConfig } from '@bookcraft/shared';

/** The lead fields the console lists (GET /api/staff/leads returns every stored one; the CSV has them all). */
export interface Lead {
  id: string;
  created_at: string;
  form_type: string;
  full_name: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  phone: string;
  service: string | null;
  message: string;
  utm_campaign: string;
  traffic_source: string;
  suspected_bot: boolean;
}

export interface LeadsPage {
  leads: Lead[];
  page: number;
  pageSize: number;
  total: number;
}

export const LEADS_PAGE_SIZE = 25;

/** Newest first. */
export async function fetchLeads(page: number, signal?: AbortSignal): Promise<LeadsPage> {
  return (await api().get<LeadsPage>('/staff/leads', { params: { page, pageSize: LEADS_PAGE_SIZE }, signal })).data;
}

/** Every lead as CSV: a plain link, the browser downloads it with the session cookie. */
export function leadsCsvUrl(): string {
  return `${getRuntimeConfig().apiBaseUrl}/staff/leads?format=csv`;
}
