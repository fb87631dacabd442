import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { hashToken } from '../staff/sessions';

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export type LinkPurpose = 'invitation' | 'reset';

interface NewLink {
  purpose: LinkPurpose;
  email: string;
  role?: StaffRole;
  staffId?: string;
  createdBy?: string;
}

export interface UsedLink {
  email: string;
  role: StaffRole | null;
  staffId: string | null;
  /** The admin who sent an invitation. */
  createdBy: string | null;
}

const TTL: Record<LinkPurpose, number> = { invitation: INVITATION_TTL_MS, reset: RESET_TTL_MS };

/** Stores a link's hash and returns its secret, which only the e-mail carries. An earlier unused link of the same purpose for the address stops working. */
export async function createLink(db: Queryable, now: Date, link: NewLink): Promise<{ id: string; token: string; expiresAt: Date }> {
  const id = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TTL[link.purpose]);
  await db.query('UPDATE staff_links SET revoked_at = $3 WHERE email = $1 AND purpose = $2 AND used_at IS NULL AND revoked_at IS NULL', [link.email, link.purpose, now]);
  await db.query('INSERT INTO staff_links (id, token_hash, purpose, email, role, staff_id, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
    id,
    hashToken(token),
    link.purpose,
    link.email,
    link.role ?? null,
    link.staffId ?? null,
    link.createdBy ?? null,
    now,
    expiresAt,
  ]);
  return { id, token, expiresAt };
}

/** Uses a link once: one conditional update, so two uses of one link at the same moment cannot both succeed. Null when it is unknown, used, revoked or expired. */
export async function useLink(db: Queryable, now: Date, purpose: LinkPurpose, token: string): Promise<UsedLink | null> {
  const [row] = await db.query<{ email: string; role: StaffRole | null; staff_id: string | null; created_by: string | null }>(
    `UPDATE staff_links SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $3
     RETURNING email, role, staff_id::text AS staff_id, created_by::text AS created_by`,
    [hashToken(token), purpose, now],
  );
  return row ? { email: row.email, role: row.role, staffId: row.staff_id, createdBy: row.created_by } : null;
}

export type LinkState = { state: 'usable'; email: string; role: StaffRole | null } | { state: 'used' | 'revoked' | 'expired' | 'unknown' };

/** What a link is worth when opened, before the form is filled in: the console says at once that one no longer works. */
export async function linkState(db: Queryable, now: Date, purpose: LinkPurpose, token: string): Promise<LinkState> {
  const [row] = await db.query<{ email: string; role: StaffRole | null; used_at: Date | null; revoked_at: Date | null; expires_at: Date }>(
    'SELECT email, role, used_at, revoked_at, expires_at FROM staff_links WHERE token_hash = $1 AND purpose = $2',
    [hashToken(token), purpose],
  );
  if (!row) return { state: 'unknown' };
  if (row.revoked_at) return { state: 'revoked' };
  if (row.used_at) return { state: 'used' };
  if (new Date(row.expires_at) <= now) return { state: 'expired' };
  return { state: 'usable', email: row.email, role: row.role };
}

/**
 * Revokes the unused links a member made (their invitations) and, when they leave, the links made for
 * them (a password reset): called when an admin is deactivated or no longer an admin. Returns how many.
 */
export async function revokeLinksOf(db: Queryable, now: Date, memberId: string, { leaving }: { leaving: boolean }): Promise<number> {
  const revoked = await db.query(
    `UPDATE staff_links SET revoked_at = $2 WHERE used_at IS NULL AND revoked_at IS NULL AND (created_by = $1 OR ($3 AND staff_id = $1)) RETURNING 1`,
    [memberId, now, leaving],
  );
  return revoked.length;
}

/** An admin withdraws a pending invitation; its e-mail address, or null when there is no such pending invitation. */
export async function revokeInvitation(db: Queryable, now: Date, id: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(
    `UPDATE staff_links SET revoked_at = $2 WHERE id = $1 AND purpose = 'invitation' AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2 RETURNING email`,
    [id, now],
  );
  return row?.email ?? null;
}
