import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';

export const SESSION_COOKIE = 'bc_staff';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface StaffIdentity {
  id: string;
  email: string;
  /** What visitors see of this staff member. */
  name: string;
  role: StaffRole;
}

/** A member's identity as every query reads it (`a` is staff_accounts); a deactivated member has none. */
export const IDENTITY_COLUMNS = 'a.id::text AS id, a.email, a.display_name AS name, a.role';

/** What a session is known by everywhere but the cookie: the hash of its token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session and returns its token, the cookie value. */
export async function createSession(db: Database, staffId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO staff_sessions (token_hash, staff_id, expires_at) VALUES ($1, $2, $3)', [hashToken(token), staffId, new Date(Date.now() + SESSION_TTL_MS)]);
  return token;
}

export async function findSession(db: Database, token: string | undefined): Promise<StaffIdentity | null> {
  return token ? findSessionByHash(db, hashToken(token)) : null;
}

/** The live session a hash names: what a staff socket keeps of its session (never the token itself). */
export async function findSessionByHash(db: Database, tokenHash: string): Promise<StaffIdentity | null> {
  const [row] = await db.query<StaffIdentity>(
    `SELECT ${IDENTITY_COLUMNS} FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
     WHERE s.token_hash = $1 AND s.expires_at > now() AND a.deactivated_at IS NULL`,
    [tokenHash],
  );
  return row ?? null;
}

/** Which of these session hashes still name a live session. */
export async function liveSessionHashes(db: Database, tokenHashes: string[]): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await db.query<{ token_hash: string }>(
    'SELECT s.token_hash FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id WHERE s.token_hash = ANY($1) AND s.expires_at > now() AND a.deactivated_at IS NULL',
    [tokenHashes],
  );
  return new Set(rows.map((row) => row.token_hash));
}

export async function endSession(db: Database, token: string | undefined): Promise<void> {
  if (token) await db.query('DELETE FROM staff_sessions WHERE token_hash = $1', [hashToken(token)]);
}

/** Ends every session of a member (deactivated, or a new password set). */
export async function endMemberSessions(db: Queryable, staffId: string): Promise<void> {
  await db.query('DELETE FROM staff_sessions WHERE staff_id = $1', [staffId]);
}
