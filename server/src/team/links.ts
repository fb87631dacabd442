import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@bookcraft/shared/contracts';
import type { Queryable } from '../db/database';
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
}

const TTL: Record<LinkPurpose, number> = { invitation: INVITATION_TTL_MS, reset: RESET_TTL_MS };

/** Stores a link's hash and returns its secret, which only the e-mail carries. An earlier unused link of the same purpose for the address stops working. */
export async function createLink(db: Queryable, now: Date, link: NewLink): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TTL[link.purpose]);
  await db.query('UPDATE staff_links SET used_at = $3 WHERE email = $1 AND purpose = $2 AND used_at IS NULL', [link.email, link.purpose, now]);
  await db.query('INSERT INTO staff_links (token_hash, purpose, email, role, staff_id, created_by, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    hashToken(token),
    link.purpose,
    link.email,
    link.role ?? null,
    link.staffId ?? null,
    link.createdBy ?? null,
    now,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/** Uses a link once: one conditional update, so two uses of one link at the same moment cannot both succeed. Null when it is unknown, used or expired. */
export async function useLink(db: Queryable, now: Date, purpose: LinkPurpose, token: string): Promise<UsedLink | null> {
  const [row] = await db.query<{ email: string; role: StaffRole | null; staff_id: string | null }>(
    `UPDATE staff_links SET used_at = $3 WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3 RETURNING email, role, staff_id::text AS staff_id`,
    [hashToken(token), purpose, now],
  );
  return row ? { email: row.email, role: row.role, staffId: row.staff_id } : null;
}
