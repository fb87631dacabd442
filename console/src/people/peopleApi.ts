import { api, type Visitor } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** The person of a visitor: their devices, what they told us, and their timeline, newest first. */
export type Person = ApiAnswer<'GET /api/staff/people/:id'>;
export type PersonDevice = Person['devices'][number];
export type TimelineEntry = Person['timeline'][number];
export type PersonSuggestion = Person['suggestions'][number];

export async function fetchPerson(visitorId: string, signal?: AbortSignal): Promise<Person> {
  return (await api().get<Person>(`/staff/people/${visitorId}`, { signal })).data;
}

/** An admin's merge: the other visitor (and anyone linked with them) joins the person. */
export async function mergeWith(visitorId: string, otherVisitorId: string): Promise<Person> {
  return (await api().post<Person>(`/staff/people/${visitorId}/merge`, { visitorId: otherVisitorId })).data;
}

/** A member's proposal to merge, for an admin to confirm. */
export async function proposeMerge(visitorId: string, otherVisitorId: string): Promise<Person> {
  return (await api().post<Person>(`/staff/people/${visitorId}/merge-proposals`, { visitorId: otherVisitorId })).data;
}

/** An admin turns a proposal down. */
export async function dismissProposal(visitorId: string, otherVisitorId: string): Promise<void> {
  await api().delete(`/staff/people/${visitorId}/merge-proposals/${otherVisitorId}`);
}

/** The visitor leaves their person, and e-mail no longer links them. */
export async function splitFromPerson(visitorId: string): Promise<void> {
  await api().post(`/staff/people/${visitorId}/split`, {});
}

/** The visitors seen most recently, to pick one to merge with. */
export async function fetchRecentVisitors(signal?: AbortSignal): Promise<Visitor[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/visitors'>>('/staff/visitors', { params: { page: 1, pageSize: 50 }, signal })).data.visitors;
}
