import { api } from '@bookcraft/shared';

/** A visitor as GET /api/staff/visitors lists it (server/src/visitors/repository.ts); campaign and keyword are the first touch. */
export interface Visitor {
  id: string;
  current_page: string;
  presence: string;
  utm_campaign: string;
  keyword: string;
  gclid: string;
  traffic_source: string;
  landing_page: string;
  last_seen_at: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  lead: boolean | null;
  os: string | null;
  created_at: string;
}

export interface PageVisit {
  path: string;
  visited_at: string;
}

export interface VisitorDetail extends Visitor {
  visits: PageVisit[];
}

export const VISITORS_PAGE_SIZE = 50;

/** The visitors seen most recently first. */
export async function fetchVisitors(page: number): Promise<Visitor[]> {
  const response = await api().get<{ visitors: Visitor[] }>('/staff/visitors', { params: { page, pageSize: VISITORS_PAGE_SIZE } });
  return response.data.visitors;
}

export async function fetchVisitorDetail(id: string): Promise<VisitorDetail> {
  return (await api().get<VisitorDetail>(`/staff/visitors/${id}`)).data;
}
