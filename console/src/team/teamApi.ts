import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, StaffRole } from '@bookcraft/shared/contracts';

export type Team = ApiAnswer<'GET /api/staff/team'>;
export type TeamMember = Team['members'][number];
export type PendingInvitation = Team['invitations'][number];

/** Every member, admins first, and the invitations not yet used (admins only). */
export const fetchTeam = (signal?: AbortSignal) => callFor('GET /api/staff/team', {}, { signal });

/** A new role, or deactivation and reactivation; the server keeps at least one active admin (409). */
export const changeMember = (id: string, change: { role: StaffRole } | { active: boolean }) => callFor('PUT /api/staff/members/:id', { params: { id }, body: change });

/** Mails a single-use link; 400 or 409 name the refused field. */
export const sendInvitation = (email: string, role: StaffRole) => callFor('POST /api/staff/invitations', { body: { email, role } });

/** Withdraws a pending invitation: its link stops working at once (audited). */
export const revokeInvitation = async (id: string): Promise<void> => {
  await callFor('DELETE /api/staff/invitations/:id', { params: { id } });
};
