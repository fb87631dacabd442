import type { SenderRole, StoredChatMessage } from '@bookcraft/shared/core';
import type { HelpSuggestion } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';

export interface MessageRow {
  id: string;
  client_id: string | null;
  room_id: string;
  content: string;
  sender_role: SenderRole;
  sender_name: string | null;
  attachment_id: string | null;
  created_at: Date;
  suggestions: HelpSuggestion[] | null;
}

export const MESSAGE_COLUMNS = `m.id::text AS id, m.client_id, m.room_id::text AS room_id, m.content, m.sender_role, m.sender_name, m.attachment_id::text AS attachment_id, m.created_at, m.suggestions`;

export function toMessage(row: MessageRow): StoredChatMessage {
  return {
    id: row.id,
    clientId: row.client_id,
    roomId: row.room_id,
    content: row.content,
    senderRole: row.sender_role,
    senderName: row.sender_name,
    attachmentId: row.attachment_id,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.suggestions ? { suggestions: row.suggestions } : {}),
  };
}

export interface NewMessage {
  roomId: string;
  clientId: string | null;
  senderRole: SenderRole;
  senderName: string | null;
  content: string;
  attachmentId: string | null;
  /** The server clock's time (time/clock.ts), so waiting times compare with what it reads. */
  createdAt: Date;
  /** The help center's answers on the server's line that suggests them (help/chatAnswers.ts). */
  suggestions?: HelpSuggestion[];
}

/**
 * Stores a message once: a resend with the same client id returns the stored
 * one and `created: false`, so nothing is relayed twice.
 */
/** A message stored: whether this call stored it (a client id sent again is the first one), and whether it is its sender's first in the room. */
export interface InsertedMessage {
  message: StoredChatMessage;
  created: boolean;
  firstOfSender: boolean;
}

export async function insertMessage(db: Queryable, message: NewMessage): Promise<InsertedMessage> {
  // In the same statement: the room's last activity moves, only when the message is new, and the room's earlier
  // messages (the statement does not see the one it inserts) say whether it is the sender's first.
  const [inserted] = await db.query<MessageRow & { first_of_sender: boolean }>(
    `WITH m AS (
       INSERT INTO chat_messages AS m (room_id, client_id, sender_role, sender_name, content, attachment_id, created_at, suggestions)
       VALUES ($1::bigint, $2, $3, $4, $5, $6, $7, $8::jsonb) ON CONFLICT (room_id, client_id) DO NOTHING RETURNING m.*),
     touched AS (UPDATE chat_rooms SET last_activity_at = $7 WHERE id = $1::bigint AND EXISTS (SELECT 1 FROM m))
     SELECT ${MESSAGE_COLUMNS}, NOT EXISTS (SELECT 1 FROM chat_messages e WHERE e.room_id = m.room_id AND e.sender_role = m.sender_role) AS first_of_sender FROM m`,
    [message.roomId, message.clientId, message.senderRole, message.senderName, message.content, message.attachmentId, message.createdAt, message.suggestions ? JSON.stringify(message.suggestions) : null],
  );
  if (inserted) return { message: toMessage(inserted), created: true, firstOfSender: inserted.first_of_sender };
  const [existing] = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.room_id = $1::bigint AND m.client_id = $2`, [message.roomId, message.clientId]);
  return { message: toMessage(existing!), created: false, firstOfSender: false };
}

export async function messagesAfter(db: Database, roomId: string, afterId = '0'): Promise<StoredChatMessage[]> {
  const rows = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.room_id = $1::bigint AND m.id > $2::bigint ORDER BY m.id LIMIT 1000`, [roomId, afterId]);
  return rows.map(toMessage);
}

/** The conversation as plain text, one line per message. */
export function transcriptText(roomId: string, messages: StoredChatMessage[]): string {
  const who = (message: StoredChatMessage) => (message.senderRole === 'agent' ? (message.senderName ?? 'Agent') : message.senderRole === 'visitor' ? 'You' : 'Book Craft');
  const lines = messages.map((message) => {
    const body = [message.content, message.attachmentId ? `[image ${message.attachmentId}]` : ''].filter(Boolean).join(' ');
    return `[${message.createdAt}] ${who(message)}: ${body}`;
  });
  return [`Book Craft chat ${roomId}`, ...lines, ''].join('\n');
}
