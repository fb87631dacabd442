import type { ChatRoom, InboxRoom, StoredChatMessage } from '@bookcraft/shared/core';
import type { Database, Queryable } from '../core/db/database';
import { MESSAGE_COLUMNS, toMessage, type MessageRow } from './messages';
import { TooManyRequestsError } from '../core/errors';
import { LIMIT_MESSAGES } from '../core/rateLimit';

interface RoomRow {
  id: string;
  customer_id: string;
  status: 'open' | 'closed';
  escalated_at: Date | null;
  agent_id: string | null;
  agent_name: string | null;
  rating: number | null;
  current_page: string;
  created_at: Date;
}

const ROOM_COLUMNS = `r.id::text AS id, r.customer_id::text AS customer_id, r.status, r.escalated_at, r.agent_id::text AS agent_id, r.agent_name, r.rating, r.current_page, r.created_at`;
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toRoom(row: RoomRow): ChatRoom {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: row.status,
    escalated: row.escalated_at !== null,
    escalatedAt: iso(row.escalated_at),
    agentId: row.agent_id,
    agentName: row.agent_name,
    rating: row.rating,
    currentPage: row.current_page,
    createdAt: iso(row.created_at)!,
  };
}

export async function findRoom(db: Queryable, id: string): Promise<ChatRoom | null> {
  const [row] = await db.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM chat_rooms r WHERE r.id = $1::bigint`, [id]);
  return row ? toRoom(row) : null;
}

/** A room and one of its messages, read together. */
export async function roomWithMessage(db: Queryable, roomId: string, messageId: string): Promise<{ room: ChatRoom; joined: StoredChatMessage }> {
  const [row] = await db.query<RoomRow & { message: MessageRow }>(
    `SELECT ${ROOM_COLUMNS}, (SELECT row_to_json(message) FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.id = $2::bigint) message) AS message
     FROM chat_rooms r WHERE r.id = $1::bigint`,
    [roomId, messageId],
  );
  return { room: toRoom(row!), joined: toMessage(row!.message) };
}

/** The visitor's open rooms: a socket of theirs is joined to each. */
export async function openRoomIds(db: Database, customerId: string): Promise<string[]> {
  const rows = await db.query<{ id: string }>(`SELECT id::text AS id FROM chat_rooms WHERE customer_id = $1 AND status = 'open'`, [customerId]);
  return rows.map((row) => row.id);
}

async function updateRoom(db: Queryable, id: string, assignments: string, values: unknown[] = []): Promise<ChatRoom> {
  const [row] = await db.query<RoomRow>(`UPDATE chat_rooms r SET ${assignments} WHERE r.id = $1::bigint RETURNING ${ROOM_COLUMNS}`, [id, ...values]);
  return toRoom(row!);
}

// Every time a conversation holds is the server's clock (`at`), as its messages' are: a report subtracts one from the other.
export const escalateRoom = (db: Database, id: string, at: Date) => updateRoom(db, id, 'escalated_at = COALESCE(escalated_at, $2), last_activity_at = $2', [at]);
export const closeRoom = (db: Queryable, id: string, at: Date) => updateRoom(db, id, `status = 'closed', closed_at = COALESCE(closed_at, $2)`, [at]);
export const rateRoom = (db: Queryable, id: string, rating: number) => updateRoom(db, id, 'rating = $2', [rating]);
/**
 * Gives an open conversation to a member (null: back to Unassigned). `from` is who must have it
 * now (null: nobody), so the change is one conditional update: two nodes deciding at the same
 * moment cannot both give it away. Null when the room was not as expected.
 */
export async function assignRoom(
  db: Queryable,
  id: string,
  change: { from: string | null; to: { id: string; name: string } | null; at: Date; handover?: { by: string; note: string } },
): Promise<ChatRoom | null> {
  const [row] = await db.query<RoomRow>(
    `UPDATE chat_rooms r SET agent_id = $3, agent_name = COALESCE($4, r.agent_name), assigned_at = $5, handover_by = $6, handover_note = $7
     WHERE r.id = $1::bigint AND r.status = 'open' AND r.agent_id IS NOT DISTINCT FROM $2::uuid RETURNING ${ROOM_COLUMNS}`,
    [id, change.from, change.to?.id ?? null, change.to?.name ?? null, change.to ? change.at : null, change.handover?.by ?? null, change.handover?.note || null],
  );
  return row ? toRoom(row) : null;
}

export async function markRead(db: Database, id: string): Promise<void> {
  await db.query(
    `UPDATE chat_rooms SET staff_read_id = COALESCE((SELECT max(id) FROM chat_messages WHERE room_id = $1::bigint), 0) WHERE id = $1::bigint`,
    [id],
  );
}

export async function escalatedRooms(db: Database): Promise<ChatRoom[]> {
  const rows = await db.query<RoomRow>(`SELECT ${ROOM_COLUMNS} FROM chat_rooms r WHERE r.status = 'open' AND r.escalated_at IS NOT NULL ORDER BY r.escalated_at`);
  return rows.map(toRoom);
}

/** Conversations that have messages, escalated open ones first, then by latest activity; each with its last message from a person (not a "joined" line). Their labels are the conversation tools' (conversations/labels.ts `withLabels`). */
export async function inbox(db: Database): Promise<Omit<InboxRoom, 'labels'>[]> {
  const rows = await db.query<
    RoomRow & { unread: number; visitor_name: string | null; visitor_email: string | null; presence: string; visitor_page: string; last_id: string; handover_by: string | null; handover_note: string | null }
  >(
    `SELECT ${ROOM_COLUMNS}, r.handover_by, r.handover_note, c.name AS visitor_name, c.email AS visitor_email, c.presence, c.current_page AS visitor_page,
       (SELECT count(*)::int FROM chat_messages u WHERE u.room_id = r.id AND u.sender_role = 'visitor' AND u.id > r.staff_read_id) AS unread,
       last.id AS last_id
     FROM chat_rooms r
     JOIN customers c ON c.id = r.customer_id
     JOIN LATERAL (SELECT id FROM chat_messages m WHERE m.room_id = r.id AND m.sender_role <> 'system' ORDER BY id DESC LIMIT 1) last ON true
     ORDER BY (r.status = 'open' AND r.escalated_at IS NOT NULL) DESC, r.status = 'open' DESC, r.last_activity_at DESC
     LIMIT 200`,
  );
  const lastIds = rows.map((row) => row.last_id);
  const lastMessages = new Map<string, StoredChatMessage>();
  if (lastIds.length) {
    const messages = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.id = ANY($1::bigint[])`, [lastIds]);
    for (const message of messages.map(toMessage)) lastMessages.set(message.roomId, message);
  }
  return rows.map((row) => ({
    ...toRoom(row),
    unread: row.unread,
    lastMessage: lastMessages.get(row.id) ?? null,
    visitorName: row.visitor_name,
    visitorEmail: row.visitor_email,
    presence: row.presence,
    visitorPage: row.visitor_page,
    handover: row.agent_id && row.handover_by ? { from: row.handover_by, note: row.handover_note ?? '' } : null,
  }));
}

/** The visitor's open room, or a new one: at most `perDay` new ones in 24 hours, then a 429 until the oldest of them is a day old. */
export async function openRoom(db: Database, customerId: string, currentPage: string, perDay: number, at: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ id: string }>(`SELECT id::text AS id FROM chat_rooms WHERE customer_id = $1 AND status = 'open' ORDER BY id DESC LIMIT 1`, [customerId]);
    if (existing) return existing.id;
    const recent = await tx.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM created_at + interval '1 day' - $3::timestamptz))::int AS wait FROM chat_rooms
       WHERE customer_id = $1 AND created_at > $3::timestamptz - interval '1 day' ORDER BY created_at DESC LIMIT 1 OFFSET $2`,
      [customerId, perDay - 1, at],
    );
    if (recent[0]) throw new TooManyRequestsError(LIMIT_MESSAGES.chatRooms, Math.max(1, recent[0].wait));
    const [created] = await tx.query<{ id: string }>('INSERT INTO chat_rooms (customer_id, current_page, created_at, last_activity_at) VALUES ($1, $2, $3, $3) RETURNING id::text AS id', [customerId, currentPage, at]);
    return created!.id;
  });
}
