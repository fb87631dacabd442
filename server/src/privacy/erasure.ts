import type { Queryable } from '../core/db/database';
import { dropPeopleOfOne } from '../people/links';
import { forgetVisitorsInAudit } from '../team/audit';

/** What a deleting transaction removed: rows, and the upload files to remove once it has committed. */
export interface Deleted {
  rows: number;
  files: string[];
}

/**
 * Deletes chat rooms with their messages, images, waiting answers and mail
 * (all by ON DELETE CASCADE). The rooms are locked first: an upload into one
 * of them waits, then fails, so every image row deleted here is one whose
 * file name is returned.
 */
export async function deleteRooms(tx: Queryable, roomIds: readonly string[]): Promise<Deleted> {
  if (roomIds.length === 0) return { rows: 0, files: [] };
  await tx.query('SELECT 1 FROM chat_rooms WHERE id = ANY($1::bigint[]) FOR UPDATE', [roomIds]);
  const media = await tx.query<{ file_name: string }>('SELECT file_name FROM chat_media WHERE room_id = ANY($1::bigint[])', [roomIds]);
  const gone = await tx.query('DELETE FROM chat_rooms WHERE id = ANY($1::bigint[]) RETURNING id', [roomIds]);
  return { rows: gone.length, files: media.map((row) => row.file_name) };
}

/**
 * Deletes visitors with everything recorded of them: visits, presence,
 * campaign posts, device details (their row), their chats, their links to a person (a person left with
 * one visitor is none), and their id in the audit log. Their leads are not touched here (ON DELETE SET
 * NULL): an enquiry has a period of its own.
 * The visitors are locked first, so no room is opened for them meanwhile.
 */
export async function deleteVisitors(tx: Queryable, customerIds: readonly string[]): Promise<Deleted> {
  if (customerIds.length === 0) return { rows: 0, files: [] };
  await tx.query('SELECT 1 FROM customers WHERE id = ANY($1::uuid[]) FOR UPDATE', [customerIds]);
  const rooms = await tx.query<{ id: string }>('SELECT id::text AS id FROM chat_rooms WHERE customer_id = ANY($1::uuid[])', [customerIds]);
  const { files } = await deleteRooms(tx, rooms.map((room) => room.id));
  const people = await tx.query<{ id: string }>('SELECT DISTINCT person_id::text AS id FROM person_links WHERE customer_id = ANY($1::uuid[])', [customerIds]);
  const gone = await tx.query('DELETE FROM customers WHERE id = ANY($1::uuid[]) RETURNING id', [customerIds]);
  await dropPeopleOfOne(tx, people.map((person) => person.id));
  await forgetVisitorsInAudit(tx, customerIds);
  return { rows: gone.length, files };
}
