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

export type MemberHours = ApiAnswer<'GET /api/staff/me/consultation-hours'>;
export type OfferSettings = ApiAnswer<'GET /api/staff/consultation-settings'>;

export const fetchMyHours = (signal?: AbortSignal): Promise<MemberHours> => callFor('GET /api/staff/me/consultation-hours', {}, { signal });
/** The member's own hours, or (null) the team's again. */
export const saveMyHours = (hours: MemberHours['hours']): Promise<MemberHours> =>
  hours ? callFor('PUT /api/staff/me/consultation-hours', { body: { hours } }) : callFor('DELETE /api/staff/me/consultation-hours', {});
export const addTimeOff = (start: string, end: string): Promise<MemberHours> => callFor('POST /api/staff/me/time-off', { body: { start, end } });
export const removeTimeOff = (id: number): Promise<MemberHours> => callFor('DELETE /api/staff/me/time-off/:id', { params: { id: String(id) } });
export const fetchOfferSettings = (signal?: AbortSignal): Promise<OfferSettings> => callFor('GET /api/staff/consultation-settings', {}, { signal });
export const saveOfferSettings = (settings: Omit<OfferSettings, 'members'> & { takers: string[] }): Promise<OfferSettings> => callFor('PUT /api/staff/consultation-settings', { body: settings });
