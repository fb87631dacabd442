import { api, getRuntimeConfig } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** GET /api/staff/leads, as the contract's schema says the server answers (every stored field; the console lists some, the CSV has them all). */
export type LeadsPage = ApiAnswer<'GET /api/staff/leads'>;
export type Lead = LeadsPage['leads'][number];

export const LEADS_PAGE_SIZE = 25;

/** Newest first. */
export async function fetchLeads(page: number, signal?: AbortSignal): Promise<LeadsPage> {
  return (await api().get<LeadsPage>('/staff/leads', { params: { page, pageSize: LEADS_PAGE_SIZE }, signal })).data;
}

/** Every lead as CSV: a plain link, the browser downloads it with the session cookie. */
export function leadsCsvUrl(): string {
  return `${getRuntimeConfig().apiBaseUrl}/staff/leads?format=csv`;
}
