import type { z } from 'zod';
import type { conversationLabelSchema } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit } from '../team/audit';
import { uniqueViolationAs } from './uniqueViolation';

// Labels: a list admins keep (create, rename, delete), which any member puts on a conversation or
// takes off it. Every change to the list and to a conversation's labels is in the audit log.

export type ConversationLabel = z.output<typeof conversationLabelSchema>;

const taken = () => new ClientError(400, 'Invalid request', { name: 'There is a label with this name already.' });
const refuseTakenName = async (tx: Queryable, name: string, exceptId = '0') => {
  // The unique index decides between two saves at once; this names the field for the usual case.
  if ((await tx.query('SELECT 1 FROM conversation_labels WHERE lower(name) = lower($1) AND id <> $2::bigint', [name, exceptId])).length) throw taken();
};
const noSuchLabel = () => new ClientError(404, 'No such label');

export async function allLabels(db: Database): Promise<ConversationLabel[]> {
  return db.query<ConversationLabel>('SELECT id::text AS id, name FROM conversation_labels ORDER BY lower(name)');
}

export async function createLabel(db: Database, at: Date, admin: StaffIdentity, name: string): Promise<ConversationLabel> {
  return db
    .transaction(async (tx) => {
      await refuseTakenName(tx, name);
      const [label] = await tx.query<ConversationLabel>('INSERT INTO conversation_labels (name, created_at) VALUES ($1, $2) RETURNING id::text AS id, name', [name, at]);
      await recordAudit(tx, at, { actor: admin, action: 'created label', subject: `label:${label!.id}`, detail: name });
      return label!;
    })
    .catch(uniqueViolationAs(taken));
}

export async function renameLabel(db: Database, at: Date, admin: StaffIdentity, id: string, name: string): Promise<ConversationLabel> {
  return db
    .transaction(async (tx) => {
      const [before] = await tx.query<{ name: string }>('SELECT name FROM conversation_labels WHERE id = $1::bigint FOR UPDATE', [id]);
      if (!before) throw noSuchLabel();
      await refuseTakenName(tx, name, id);
      const [label] = await tx.query<ConversationLabel>('UPDATE conversation_labels SET name = $2 WHERE id = $1::bigint RETURNING id::text AS id, name', [id, name]);
      await recordAudit(tx, at, { actor: admin, action: 'renamed label', subject: `label:${id}`, detail: `${before.name} → ${name}` });
      return label!;
    })
    .catch(uniqueViolationAs(taken));
}

/** Deletes a label, and with it every conversation's use of it. */
export async function deleteLabel(db: Database, at: Date, admin: StaffIdentity, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [label] = await tx.query<{ name: string }>('DELETE FROM conversation_labels WHERE id = $1::bigint RETURNING name', [id]);
    if (!label) throw noSuchLabel();
    await recordAudit(tx, at, { actor: admin, action: 'deleted label', subject: `label:${id}`, detail: label.name });
  });
}

/** Puts a label on a conversation or takes it off (a no-op, not audited, when it already is so); the room's labels after. */
export async function setRoomLabel(db: Database, at: Date, member: StaffIdentity, roomId: string, change: { labelId: string; on: boolean }): Promise<ConversationLabel[]> {
  return db.transaction(async (tx) => {
    const [room] = await tx.query('SELECT 1 FROM chat_rooms WHERE id = $1::bigint', [roomId]);
    if (!room) throw new ClientError(404, 'No such chat');
    const [label] = await tx.query<{ name: string }>('SELECT name FROM conversation_labels WHERE id = $1::bigint', [change.labelId]);
    if (!label) throw new ClientError(400, 'Invalid request', { labelId: 'No such label.' });
    const changed = change.on
      ? await tx.query('INSERT INTO chat_room_labels (room_id, label_id) VALUES ($1::bigint, $2::bigint) ON CONFLICT DO NOTHING RETURNING label_id', [roomId, change.labelId])
      : await tx.query('DELETE FROM chat_room_labels WHERE room_id = $1::bigint AND label_id = $2::bigint RETURNING label_id', [roomId, change.labelId]);
    if (changed.length) await recordAudit(tx, at, { actor: member, action: change.on ? 'labelled' : 'unlabelled', subject: `conversation:${roomId}`, detail: label.name });
    return (await labelsOfRooms(tx, [roomId])).get(roomId) ?? [];
  });
}

/** Each room's labels, by name, for the inbox. */
export async function labelsOfRooms(db: Queryable, roomIds: readonly string[]): Promise<Map<string, ConversationLabel[]>> {
  const byRoom = new Map<string, ConversationLabel[]>();
  if (roomIds.length === 0) return byRoom;
  const rows = await db.query<ConversationLabel & { room_id: string }>(
    `SELECT rl.room_id::text AS room_id, l.id::text AS id, l.name FROM chat_room_labels rl JOIN conversation_labels l ON l.id = rl.label_id
     WHERE rl.room_id = ANY($1::bigint[]) ORDER BY lower(l.name)`,
    [roomIds],
  );
  for (const { room_id, ...label } of rows) byRoom.set(room_id, [...(byRoom.get(room_id) ?? []), label]);
  return byRoom;
}

/** The console's rooms, each with its labels. */
export async function withLabels<R extends { id: string }>(db: Queryable, rooms: R[]): Promise<(R & { labels: ConversationLabel[] })[]> {
  const labels = await labelsOfRooms(db, rooms.map((room) => room.id));
  return rooms.map((room) => ({ ...room, labels: labels.get(room.id) ?? [] }));
}
