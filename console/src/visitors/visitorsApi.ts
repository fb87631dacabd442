import { api, type Visitor, type VisitorDetail } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

export const VISITORS_PAGE_SIZE = 50;

/** The visitors seen most recently first. */
export async function fetchVisitors(page: number): Promise<Visitor[]> {
  const response = await api().get<ApiAnswer<'GET /api/staff/visitors'>>('/staff/visitors', { params: { page, pageSize: VISITORS_PAGE_SIZE } });
  return response.data.visitors;
}

export async function fetchVisitorDetail(id: string): Promise<VisitorDetail> {
  return (await api().get<VisitorDetail>(`/staff/visitors/${id}`)).data;
}
