import { callFor, type Visitor, type VisitorDetail } from '@bookcraft/shared';

export const VISITORS_PAGE_SIZE = 50;

/** The visitors seen most recently first. */
export const fetchVisitors = async (page: number): Promise<Visitor[]> => (await callFor('GET /api/staff/visitors', { query: { page, pageSize: VISITORS_PAGE_SIZE } })).visitors;

export const fetchVisitorDetail = (id: string): Promise<VisitorDetail> => callFor('GET /api/staff/visitors/:id', { params: { id } });
