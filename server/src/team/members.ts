import { SALES_ROLES, type StaffRole } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import { ClientError } from '../core/errors';
import { hashPassword } from '../staff/password';
import { endMemberSessions, IDENTITY_COLUMNS, type StaffIdentity } from '../staff/sessions';
import type { Clock } from '../core/clock';
import { recordAudit } from './audit';
import { createLink, revokeLinksOf, useLink } from './links';
import { consoleLink, invitationMail, queueMail, resetMail } from './mails';
import { lockArgs } from '../core/locks';

/**
 * A member as the team page shows them. `now` is the placeholder of the clock's time: a member is Available or
 * Away (as they chose) while a console of theirs is live (agentPresence.ts keeps staff_presence), else offline.
 */
const memberColumns = (now: string) => `${IDENTITY_COLUMNS}, a.deactivated_at IS NULL AS active,
  (SELECT count(*)::int FROM chat_rooms r WHERE r.agent_id = a.id AND r.status = 'open') AS "openConversations",
  CASE WHEN EXISTS (SELECT 1 FROM staff_presence p WHERE p.staff_id = a.id AND p.consoles > 0 AND p.seen_until > ${now}) THEN a.availability ELSE 'offline' END AS presence`;

export interface TeamMember extends StaffIdentity {
  active: boolean;
  openConversations: number;
  presence: 'available' | 'away' | 'offline';
}

/** Every member, admins first, and the invitations not yet used. */
export async function teamOf(db: Database, now: Date) {
  const members = await db.query<TeamMember>(`SELECT ${memberColumns('$1')} FROM staff_accounts a ORDER BY a.deactivated_at IS NOT NULL, a.role, a.display_name`, [now]);
  const invitations = await db.query<{ id: string; email: string; role: StaffRole; expires_at: Date; invited_by: string | null }>(
    `SELECT l.id::text AS id, l.email, l.role, l.expires_at, a.display_name AS invited_by FROM staff_links l LEFT JOIN staff_accounts a ON a.id = l.created_by
     WHERE l.purpose = 'invitation' AND l.used_at IS NULL AND l.revoked_at IS NULL AND l.expires_at > $1 ORDER BY l.created_at`,
    [now],
  );
  return {
    members,
    invitations: invitations.map((row) => ({ id: row.id, email: row.email, role: row.role, expiresAt: new Date(row.expires_at).toISOString(), invitedBy: row.invited_by })),
  };
}

/** The active members, as any member may see them (whom to transfer a conversation to): names and availability, never e-mails. */
export async function activeMembers(db: Database) {
  const members = await db.query<{ id: string; name: string; availability: 'available' | 'away' }>(
    // The sales team only: an editor takes no conversation and is in no one's transfer list.
    'SELECT a.id::text AS id, a.display_name AS name, a.availability FROM staff_accounts a WHERE a.deactivated_at IS NULL AND a.role = ANY($1::text[]) ORDER BY a.display_name',
    [SALES_ROLES],
  );
  return { members };
}

const alreadyMember = (db: Database, email: string) => db.query('SELECT 1 FROM staff_accounts WHERE email = $1 AND deactivated_at IS NULL', [email]);

/** An admin invites someone: a single-use link by e-mail, through the outbox. */
export async function invite(db: Database, clock: Clock, by: StaffIdentity, { email, role }: { email: string; role: StaffRole }, origin: string) {
  const address = email.toLowerCase();
  if ((await alreadyMember(db, address)).length) throw new ClientError(409, 'Invalid request', { email: 'This address already belongs to a member.' });
  const now = clock.now();
  const link = await db.transaction(async (tx) => {
    const created = await createLink(tx, now, { purpose: 'invitation', email: address, role, createdBy: by.id });
    await queueMail(tx, invitationMail(address, by.name, role, consoleLink(origin, 'invitation', created.token), created.expiresAt));
    await recordAudit(tx, now, { actor: by, action: 'invited', subject: `member:${address}`, detail: `as ${role}` });
    return created;
  });
  const { expiresAt } = link;
  return { id: link.id, email: address, role, expiresAt: expiresAt.toISOString(), invitedBy: by.name };
}

const expiredLink = (what: string) => new ClientError(400, 'Invalid request', { token: `This ${what} link has expired, was withdrawn or was already used. Ask for a new one.` });

/** The invitee chooses a name and password: the link is used up and the member exists, in one transaction. */
export async function acceptInvitation(db: Database, clock: Clock, { token, name, password }: { token: string; name: string; password: string }): Promise<StaffIdentity> {
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const link = await useLink(tx, now, 'invitation', token);
    if (!link) throw expiredLink('invitation');
    // An invitation is only as good as its sender: one sent by an admin who has since left or lost the role is void.
    const [sender] = link.createdBy ? await tx.query(`SELECT 1 FROM staff_accounts WHERE id = $1 AND role = 'admin' AND deactivated_at IS NULL`, [link.createdBy]) : [];
    if (!sender) throw new ClientError(400, 'Invalid request', { token: 'This invitation was withdrawn: the admin who sent it can no longer invite. Ask an admin for a new one.' });
    // A former member invited again comes back with the new role, name and password.
    const [member] = await tx.query<StaffIdentity>(
      `INSERT INTO staff_accounts AS a (email, password_hash, display_name, role) VALUES ($1, $2, $3, $4)
       ON CONFLICT (email) DO UPDATE SET password_hash = $2, display_name = $3, role = $4, deactivated_at = NULL, updated_at = now()
       WHERE a.deactivated_at IS NOT NULL
       RETURNING ${IDENTITY_COLUMNS}`,
      [link.email, passwordHash, name, link.role ?? 'agent'],
    );
    if (!member) throw new ClientError(409, 'Invalid request', { token: 'This address already belongs to a member. Sign in instead.' });
    await recordAudit(tx, now, { actor: member, action: 'joined', subject: `member:${member.email}`, detail: `as ${member.role}` });
    return member;
  });
}

/**
 * Sends a reset link to an active member. The answer is the same whether or not the address is
 * a member's, and a member gets at most one link per RESET_INTERVAL, so the form can neither find
 * accounts nor flood a mailbox.
 */
export async function requestReset(db: Database, clock: Clock, email: string, origin: string): Promise<boolean> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [member] = await tx.query<{ id: string; email: string }>('SELECT id::text AS id, email FROM staff_accounts WHERE email = $1 AND deactivated_at IS NULL FOR UPDATE', [email.toLowerCase()]);
    if (!member) return false;
    const [recent] = await tx.query(`SELECT 1 FROM staff_links WHERE email = $1 AND purpose = 'reset' AND created_at > $2`, [member.email, new Date(now.getTime() - RESET_INTERVAL_MS)]);
    if (recent) return false;
    const link = await createLink(tx, now, { purpose: 'reset', email: member.email, staffId: member.id });
    await queueMail(tx, resetMail(member.email, consoleLink(origin, 'reset', link.token), link.expiresAt));
    return true;
  });
}

export const RESET_INTERVAL_MS = 5 * 60_000;

/** A new password from a reset link: every other session of the member ends. */
export async function completeReset(db: Database, clock: Clock, { token, password }: { token: string; password: string }): Promise<StaffIdentity> {
  const passwordHash = await hashPassword(password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const link = await useLink(tx, now, 'reset', token);
    if (!link) throw expiredLink('reset');
    const [member] = await tx.query<StaffIdentity>(
      `UPDATE staff_accounts a SET password_hash = $2, updated_at = now() WHERE a.id = $1 AND a.deactivated_at IS NULL RETURNING ${IDENTITY_COLUMNS}`,
      [link.staffId, passwordHash],
    );
    if (!member) throw expiredLink('reset');
    await endMemberSessions(tx, member.id);
    await recordAudit(tx, now, { actor: member, action: 'reset password', subject: `member:${member.email}` });
    return member;
  });
}

/**
 * An admin changes a member's role or deactivates (or reactivates) them. The team always keeps an
 * active admin. Deactivation ends the member's sessions here; the caller ends their sockets and
 * routes their conversations again.
 */
export async function changeMember(db: Database, clock: Clock, by: StaffIdentity, id: string, change: { role?: StaffRole; active?: boolean }): Promise<TeamMember> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // The team's admins are counted under one lock, so two admins demoting each other at once cannot leave none.
    await tx.query(`SELECT pg_advisory_xact_lock(${lockArgs('teamAdmins')})`);
    const [before] = await tx.query<TeamMember>(`SELECT ${memberColumns('$2')} FROM staff_accounts a WHERE a.id = $1`, [id, now]);
    if (!before) throw new ClientError(404, 'No such member');
    const role = change.role ?? before.role;
    const active = change.active ?? before.active;
    if (before.role === 'admin' && before.active && (role !== 'admin' || !active)) {
      const [{ admins }] = (await tx.query<{ admins: number }>(`SELECT count(*)::int AS admins FROM staff_accounts WHERE role = 'admin' AND deactivated_at IS NULL`)) as [{ admins: number }];
      if (admins <= 1) throw new ClientError(409, 'The team needs at least one active admin');
    }
    await tx.query('UPDATE staff_accounts SET role = $2, deactivated_at = CASE WHEN $3 THEN NULL ELSE COALESCE(deactivated_at, $4) END, updated_at = $4 WHERE id = $1', [id, role, active, now]);
    const subject = `member:${before.email}`;
    if (role !== before.role) await recordAudit(tx, now, { actor: by, action: 'changed role', subject, detail: `from ${before.role} to ${role}` });
    if (active !== before.active) await recordAudit(tx, now, { actor: by, action: active ? 'reactivated' : 'deactivated', subject });
    if (!active) await endMemberSessions(tx, id);
    // An admin who leaves or loses the role takes back the links they sent (and, leaving, any sent to them).
    if ((before.role === 'admin' && role !== 'admin') || !active) await revokeLinksOf(tx, now, id, { leaving: !active });
    const [after] = await tx.query<TeamMember>(`SELECT ${memberColumns('$2')} FROM staff_accounts a WHERE a.id = $1`, [id, now]);
    return after!;
  });
}

/** An admin signs in Away when the team's settings say so, so that routing gives them nothing they did not ask for. */
export async function availabilityAtSignIn(db: Database, staff: StaffIdentity): Promise<void> {
  if (staff.role !== 'admin') return;
  await db.query(`UPDATE staff_accounts SET availability = 'away' WHERE id = $1 AND (SELECT admins_sign_in_away FROM team_settings WHERE id)`, [staff.id]);
}

/** A member's own display name, as the team, the inbox and visitors see it. */
export async function renameSelf(db: Database, clock: Clock, staff: StaffIdentity, name: string): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.query('UPDATE staff_accounts SET display_name = $2, updated_at = $3 WHERE id = $1', [staff.id, name, now]);
    // The name their open conversations show visitors and the inbox (closed ones keep the name they were answered under).
    await tx.query(`UPDATE chat_rooms SET agent_name = $2 WHERE agent_id = $1 AND status = 'open'`, [staff.id, name]);
    await recordAudit(tx, now, { actor: staff, action: 'renamed themselves', subject: `member:${staff.email}`, detail: `from ${staff.name} to ${name}` });
  });
}
