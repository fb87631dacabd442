import { callFor, getRuntimeConfig, pathOf } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** GET /api/staff/leads, as the contract's schema says the server answers (every stored field; the console lists some, the CSV has them all). */
export type LeadsPage = ApiAnswer<'GET /api/staff/leads'>;
export type Lead = LeadsPage['leads'][number];

export const LEADS_PAGE_SIZE = 25;

/** The leads, or the Spam folder (docs/spam.md). */
export type LeadFolder = 'leads' | 'spam';

/** Newest first. */
export const fetchLeads = (page: number, signal?: AbortSignal, folder: LeadFolder = 'leads'): Promise<LeadsPage> =>
  callFor('GET /api/staff/leads', { query: { page, pageSize: LEADS_PAGE_SIZE, ...(folder === 'spam' ? { folder } : {}) } }, { signal });

/** "Not spam": the lead leaves the Spam folder and is delivered now (sales mail, webhooks). */
export const markNotSpam = async (id: string): Promise<void> => {
  await callFor('POST /api/staff/leads/:id/not-spam', { params: { id }, body: {} });
};

/** Every lead as CSV: a plain link, the browser downloads it with the session cookie. */
export function leadsCsvUrl(): string {
  return `${getRuntimeConfig().apiBaseUrl}${pathOf('GET /api/staff/leads')}?${new URLSearchParams({ format: 'csv' })}`;
}
