import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, StaffConsultation } from '@bookcraft/shared/contracts';

export type ConsultationWeek = ApiAnswer<'GET /api/staff/consultations'>;
export type { StaffConsultation };

export interface ConsultationQuery {
  from: string;
  days: 1 | 7;
  scope: 'mine' | 'team';
}

export const fetchConsultations = (query: ConsultationQuery, signal?: AbortSignal): Promise<ConsultationWeek> => callFor('GET /api/staff/consultations', { query }, { signal });

export const recordOutcome = (id: string, outcome: 'held' | 'no-show', note: string): Promise<StaffConsultation> =>
  callFor('PUT /api/staff/consultations/:id/outcome', { params: { id }, body: { outcome, note } });

export const reassignConsultation = (id: string, memberId: string): Promise<StaffConsultation> => callFor('POST /api/staff/consultations/:id/reassign', { params: { id }, body: { memberId } });
