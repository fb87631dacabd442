import { callFor } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export type AuditPage = ApiAnswer<'GET /api/staff/audit'>;

export const AUDIT_PAGE_SIZE = 50;

/** Who did what, newest first (admins only). */
export const fetchAuditPage = (page: number, signal?: AbortSignal): Promise<AuditPage> => callFor('GET /api/staff/audit', { query: { page, pageSize: AUDIT_PAGE_SIZE } }, { signal });
