import { api } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export type AuditPage = ApiAnswer<'GET /api/staff/audit'>;

export const AUDIT_PAGE_SIZE = 50;

/** Who did what, newest first (admins only). */
export async function fetchAuditPage(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return (await api().get<AuditPage>('/staff/audit', { params: { page, pageSize: AUDIT_PAGE_SIZE }, signal })).data;
}
