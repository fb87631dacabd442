import { api } from '@bookcraft/shared';
import type { ApiAnswer, StaffRole } from '@bookcraft/shared/contracts';

export type Team = ApiAnswer<'GET /api/staff/team'>;
export type TeamMember = Team['members'][number];
export type PendingInvitation = Team['invitations'][number];

/** Every member, admins first, and the invitations not yet used (admins only). */
export async function fetchTeam(signal?: AbortSignal): Promise<Team> {
  return (await api().get<Team>('/staff/team', { signal })).data;
}

/** A new role, or deactivation and reactivation; the server keeps at least one active admin (409). */
export async function changeMember(id: string, change: { role: StaffRole } | { active: boolean }): Promise<TeamMember> {
  return (await api().put<TeamMember>(`/staff/members/${id}`, change)).data;
}

/** Mails a single-use link; 400 or 409 name the refused field. */
export async function sendInvitation(email: string, role: StaffRole): Promise<PendingInvitation> {
  return (await api().post<PendingInvitation>('/staff/invitations', { email, role })).data;
}

/** Withdraws a pending invitation: its link stops working at once (audited). */
export async function revokeInvitation(id: string): Promise<void> {
  await api().delete(`/staff/invitations/${id}`);
}
