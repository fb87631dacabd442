import { callFor, type Visitor } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** The person of a visitor: their devices, what they told us, and their timeline, newest first. */
export type Person = ApiAnswer<'GET /api/staff/people/:id'>;
export type PersonDevice = Person['devices'][number];
export type TimelineEntry = Person['timeline'][number];
export type PersonSuggestion = Person['suggestions'][number];

export const fetchPerson = (visitorId: string, signal?: AbortSignal): Promise<Person> => callFor('GET /api/staff/people/:id', { params: { id: visitorId } }, { signal });

/** An admin's merge: the other visitor (and anyone linked with them) joins the person. */
export const mergeWith = (visitorId: string, otherVisitorId: string): Promise<Person> => callFor('POST /api/staff/people/:id/merge', { params: { id: visitorId }, body: { visitorId: otherVisitorId } });

/** A member's proposal to merge, for an admin to confirm. */
export const proposeMerge = (visitorId: string, otherVisitorId: string): Promise<Person> =>
  callFor('POST /api/staff/people/:id/merge-proposals', { params: { id: visitorId }, body: { visitorId: otherVisitorId } });

/** An admin turns a proposal down. */
export const dismissProposal = async (visitorId: string, otherVisitorId: string): Promise<void> => {
  await callFor('DELETE /api/staff/people/:id/merge-proposals/:visitorId', { params: { id: visitorId, visitorId: otherVisitorId } });
};

/** The visitor leaves their person, and e-mail no longer links them. */
export const splitFromPerson = async (visitorId: string): Promise<void> => {
  await callFor('POST /api/staff/people/:id/split', { params: { id: visitorId }, body: {} });
};

/** The visitors seen most recently, to pick one to merge with. */
export const fetchRecentVisitors = async (signal?: AbortSignal): Promise<Visitor[]> => (await callFor('GET /api/staff/visitors', { query: { page: 1, pageSize: 50 } }, { signal })).visitors;
