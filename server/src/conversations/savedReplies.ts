import type { z } from 'zod';
import type { savedReplySchema } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';
import { uniqueViolationAs } from './uniqueViolation';

// Saved replies: the team's shared ones (owner_id null), which only admins create, edit and delete,
// and each member's own. A member sees the shared ones and their own; another member's own reply
// does not exist for them (404), whatever their role.

export type SavedReply = z.output<typeof savedReplySchema>;

interface ReplyRow {
  id: string;
  shortcut: string;
  content: string;
  shared: boolean;
}

const COLUMNS = 'id::text AS id, shortcut, content, owner_id IS NULL AS shared';
const ADMINS_ONLY = 'Only admins manage the shared replies';
const taken = () => new ClientError(400, 'Invalid request', { shortcut: 'You already have a reply with this shortcut.' });

/** The shared replies and the member's own, by shortcut. */
export async function savedRepliesOf(db: Database, member: StaffIdentity): Promise<SavedReply[]> {
  return db.query<ReplyRow>(`SELECT ${COLUMNS} FROM saved_replies WHERE owner_id IS NULL OR owner_id = $1::uuid ORDER BY lower(shortcut), owner_id NULLS FIRST`, [member.id]);
}

const shortcutTaken = async (db: Database, ownerId: string | null, shortcut: string, exceptId = '0') =>
  (await db.query('SELECT 1 FROM saved_replies WHERE owner_id IS NOT DISTINCT FROM $1::uuid AND lower(shortcut) = lower($2) AND id <> $3::bigint', [ownerId, shortcut, exceptId])).length > 0;

export async function createSavedReply(db: Database, at: Date, member: StaffIdentity, reply: { shortcut: string; content: string; shared: boolean }): Promise<SavedReply> {
  if (reply.shared && member.role !== 'admin') throw new ClientError(403, ADMINS_ONLY);
  const ownerId = reply.shared ? null : member.id;
  if (await shortcutTaken(db, ownerId, reply.shortcut)) throw taken();
  // The unique index decides between two saves of one shortcut at once.
  const [row] = await db
    .query<ReplyRow>(`INSERT INTO saved_replies (owner_id, shortcut, content, created_at) VALUES ($1::uuid, $2, $3, $4) RETURNING ${COLUMNS}`, [ownerId, reply.shortcut, reply.content, at])
    .catch(uniqueViolationAs(taken));
  return row!;
}

/** The reply if this member may change it: their own, or a shared one for an admin. */
async function changeable(db: Database, member: StaffIdentity, id: string): Promise<ReplyRow & { owner_id: string | null }> {
  const [row] = await db.query<ReplyRow & { owner_id: string | null }>(`SELECT ${COLUMNS}, owner_id::text AS owner_id FROM saved_replies WHERE id = $1::bigint AND (owner_id IS NULL OR owner_id = $2::uuid)`, [
    id,
    member.id,
  ]);
  if (!row) throw new ClientError(404, 'No such saved reply');
  if (row.shared && member.role !== 'admin') throw new ClientError(403, ADMINS_ONLY);
  return row;
}

export async function editSavedReply(db: Database, member: StaffIdentity, id: string, edit: { shortcut: string; content: string }): Promise<SavedReply> {
  const reply = await changeable(db, member, id);
  if (await shortcutTaken(db, reply.owner_id, edit.shortcut, id)) throw taken();
  const [row] = await db.query<ReplyRow>(`UPDATE saved_replies SET shortcut = $2, content = $3 WHERE id = $1::bigint RETURNING ${COLUMNS}`, [id, edit.shortcut, edit.content]).catch(uniqueViolationAs(taken));
  return row!;
}

export async function deleteSavedReply(db: Database, member: StaffIdentity, id: string): Promise<void> {
  await changeable(db, member, id);
  await db.query('DELETE FROM saved_replies WHERE id = $1::bigint', [id]);
}
