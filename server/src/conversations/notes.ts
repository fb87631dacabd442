import { SALES_ROLES, type ConversationNote, type NoteMention } from '@bookcraft/shared/contracts';
import { STAFF_ONLY_EVENTS } from '@bookcraft/shared/contracts';

import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';
import { queueMail } from '../team/mails';

import { mentionedMembers, type Mentionable } from './mentions';
import { mentionMail } from './mentionMail';
import { memberConsoles } from './presence';
import { STAFF_ROOM, memberSockets } from '../core/socketServer';
import type { Publishing } from '../core/publishing';

// Private notes live in chat_notes, apart from chat_messages: nothing that reads a visitor's messages
// (their socket frames, their answers, the transcript, their mails) can hold one. They reach staff
// only: the staff room of the socket server and staff routes.

interface NoteRow {
  id: string;
  room_id: string;
  author_id: string | null;
  author_name: string;
  content: string;
  created_at: Date;
}

const NOTE_COLUMNS = 'n.id::text AS id, n.room_id::text AS room_id, n.author_id::text AS author_id, n.author_name, n.content, n.created_at';

const toNote = (row: NoteRow, mentions: Mentionable[]): ConversationNote => ({
  id: row.id,
  roomId: row.room_id,
  authorId: row.author_id,
  authorName: row.author_name,
  content: row.content,
  createdAt: new Date(row.created_at).toISOString(),
  mentions,
});

/** A room's notes, oldest first, each with the members it mentions. */
export async function notesOf(db: Database, roomId: string): Promise<ConversationNote[]> {
  const rows = await db.query<NoteRow>(`SELECT ${NOTE_COLUMNS} FROM chat_notes n WHERE n.room_id = $1::bigint ORDER BY n.id`, [roomId]);
  const mentions = await db.query<{ note_id: string; id: string; name: string }>(
    `SELECT m.note_id::text AS note_id, a.id::text AS id, a.display_name AS name FROM note_mentions m
     JOIN chat_notes n ON n.id = m.note_id JOIN staff_accounts a ON a.id = m.staff_id WHERE n.room_id = $1::bigint ORDER BY a.display_name`,
    [roomId],
  );
  return rows.map((row) => toNote(row, mentions.filter((mention) => mention.note_id === row.id).map(({ id, name }) => ({ id, name }))));
}

const activeMembersBut = (db: Queryable, authorId: string) =>
  db.query<Mentionable & { email: string }>('SELECT id::text AS id, display_name AS name, email FROM staff_accounts WHERE deactivated_at IS NULL AND id <> $1::uuid AND role = ANY($2::text[])', [authorId, SALES_ROLES]);

/**
 * Stores a note with its mentions and, for each mentioned member with no console open, one e-mail
 * through the outbox, all in one transaction; then tells the staff consoles, and each mentioned
 * member's own consoles. An author does not mention themselves; a deactivated member cannot be mentioned.
 */
export async function addNote(deps: Publishing & { kickMail(): void }, author: StaffIdentity, roomId: string, content: string, consoleUrl: string): Promise<ConversationNote> {
  const { db, io, clock } = deps;
  const [room] = await db.query<{ visitor: string | null }>('SELECT c.name AS visitor FROM chat_rooms r JOIN customers c ON c.id = r.customer_id WHERE r.id = $1::bigint', [roomId]);
  if (!room) throw new ClientError(404, 'No such chat');
  const now = clock.now();
  const members = await activeMembersBut(db, author.id);
  const mentioned = mentionedMembers(content, members);
  const online = await memberConsoles(deps, mentioned.map((member) => member.id));

  const note = await db.transaction(async (tx) => {
    const [row] = await tx.query<NoteRow>(
      `INSERT INTO chat_notes AS n (room_id, author_id, author_name, content, created_at) VALUES ($1::bigint, $2::uuid, $3, $4, $5) RETURNING ${NOTE_COLUMNS}`,
      [roomId, author.id, author.name, content, now],
    );
    for (const member of mentioned) {
      await tx.query('INSERT INTO note_mentions (note_id, staff_id) VALUES ($1::bigint, $2::uuid)', [row!.id, member.id]);
      if (online.has(member.id)) continue;
      const { email } = members.find((candidate) => candidate.id === member.id)!;
      await queueMail(tx, { ...mentionMail(email, { authorName: author.name, visitor: room.visitor ?? 'a visitor', content }, consoleUrl), roomId });
    }
    return toNote(row!, mentioned.map(({ id, name }) => ({ id, name })));
  });

  if (mentioned.some((member) => !online.has(member.id))) deps.kickMail();
  io.to(STAFF_ROOM).emit(STAFF_ONLY_EVENTS.note, note);
  for (const member of mentioned) io.to(memberSockets(member.id)).emit(STAFF_ONLY_EVENTS.mention, mentionOf(note, room.visitor));
  return note;
}

const mentionOf = (note: ConversationNote, visitorName: string | null): NoteMention => ({
  noteId: note.id,
  roomId: note.roomId,
  visitorName,
  authorName: note.authorName,
  content: note.content,
  createdAt: note.createdAt,
  read: false,
});

/** The notes that mention a member, newest first (the 50 latest), read or not. */
export async function mentionsOf(db: Database, staffId: string): Promise<NoteMention[]> {
  const rows = await db.query<NoteRow & { visitor_name: string | null; read: boolean }>(
    `SELECT ${NOTE_COLUMNS}, c.name AS visitor_name, m.read_at IS NOT NULL AS read FROM note_mentions m
     JOIN chat_notes n ON n.id = m.note_id JOIN chat_rooms r ON r.id = n.room_id JOIN customers c ON c.id = r.customer_id
     WHERE m.staff_id = $1::uuid ORDER BY n.id DESC LIMIT 50`,
    [staffId],
  );
  return rows.map((row) => ({ ...mentionOf(toNote(row, []), row.visitor_name), read: row.read }));
}

/** Marks a mention of the member read; 404 when the note does not mention them. */
export async function markMentionRead(db: Database, staffId: string, noteId: string, at: Date): Promise<void> {
  const [row] = await db.query('UPDATE note_mentions SET read_at = coalesce(read_at, $3) WHERE note_id = $1::bigint AND staff_id = $2::uuid RETURNING note_id', [noteId, staffId, at]);
  if (!row) throw new ClientError(404, 'No such mention');
}
