import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, Deal } from '@bookcraft/shared/contracts';

export type { Deal };
export type DealStage = ApiAnswer<'GET /api/staff/deal-stages'>['stages'][number];
export type DealChange = Partial<{ stageId: string; amountCents: number; currency: string; expectedClose: string; services: string[]; lostReason: string; ownerId: string }>;
/** What a deal is opened from: a lead, a booked consultation, or a conversation. */
export type DealSource = { leadId: string } | { consultationId: string } | { roomId: string };

export interface DealQuery {
  owner?: string;
  stage?: string;
  from?: string;
  to?: string;
}

const present = (query: DealQuery) => Object.fromEntries(Object.entries(query).filter(([, value]) => value)) as DealQuery;

export const fetchDeals = async (query: DealQuery, signal?: AbortSignal): Promise<Deal[]> => (await callFor('GET /api/staff/deals', { query: present(query) }, { signal })).deals;
export const fetchStages = async (signal?: AbortSignal): Promise<DealStage[]> => (await callFor('GET /api/staff/deal-stages', {}, { signal })).stages;
export const openDeal = (source: DealSource): Promise<Deal> => callFor('POST /api/staff/deals', { body: source });
export const changeDeal = (id: string, change: DealChange): Promise<Deal> => callFor('PUT /api/staff/deals/:id', { params: { id }, body: change });
export const saveStages = async (stages: { id?: string; name: string; kind: DealStage['kind'] }[]): Promise<DealStage[]> => (await callFor('PUT /api/staff/deal-stages', { body: { stages } })).stages;
