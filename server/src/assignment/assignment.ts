import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared/core';
import { SALES_ROLES } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { SocketServer } from '../core/socketServer';
import { insertMessage } from '../chat/messages';
import { relayMessage, relayRoom } from '../chat/relay';
import { assignRoom, findRoom } from '../chat/rooms';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit, type AuditEntry } from '../team/audit';
import { readTeamSettings } from '../team/settings';
import { decided } from './decided';
import type { Publishing } from '../core/publishing';

/** The line the visitor sees when a member takes their conversation: a display name, never an e-mail. */
export const joinedLine = (name: string) => `${name} joined the conversation`;

type Member = Pick<StaffIdentity, 'id' | 'name'>;

/** What changed, to relay once its transaction has committed. */
export interface Assigned {
  room: ChatRoom;
  joined: StoredChatMessage | null;
}

// A routing decision locks the member it gives a conversation to (their staff_accounts row, FOR UPDATE) and
// counts their open conversations under that lock: decisions on every node for different members run side by
// side, two for the same member one after the other, so no member passes the cap. A member another decision
// holds is skipped for the next in line; when every one who could take it is held, the decision waits for the
// first. No conversation is given twice: assignRoom changes a room only if it is still unassigned.

/** Whom routing may give a conversation to: active, Available, a console open, a seller, under the cap. */
const ELIGIBLE = `a.deactivated_at IS NULL AND a.availability = 'available' AND a.role = ANY($3::text[])
  AND EXISTS (SELECT 1 FROM staff_presence p WHERE p.staff_id = a.id AND p.consoles > 0 AND p.seen_until > $1)
  AND (SELECT count(*) FROM chat_rooms r WHERE r.agent_id = a.id AND r.status = 'open') < $2
  AND NOT (a.id = ANY($4::uuid[]))`;
/** The fewest open conversations first, then the one who waited longest since their last. */
const IN_LINE = `(SELECT count(*) FROM chat_rooms r WHERE r.agent_id = a.id AND r.status = 'open'), a.last_assigned_at NULLS FIRST, a.id`;

/** Locks and returns the first member in line (`wait`: even if another decision holds them), or null. */
async function lockNextMember(tx: Queryable, now: Date, cap: number, passed: string[], wait: boolean): Promise<Member | null> {
  const [member] = await tx.query<Member>(
    `SELECT a.id::text AS id, a.display_name AS name FROM staff_accounts a WHERE ${ELIGIBLE}
     ORDER BY ${IN_LINE} LIMIT 1 FOR UPDATE OF a${wait ? '' : ' SKIP LOCKED'}`,
    [now, cap, SALES_ROLES, passed],
  );
  return member ?? null;
}

/**
 * The member a new conversation goes to, locked for this transaction, or null when nobody can take it. Under
 * the lock the count is taken again: a decision that held the member meanwhile may have filled them.
 */
async function claimMember(tx: Queryable, now: Date, cap: number): Promise<Member | null> {
  const passed: string[] = [];
  for (;;) {
    const member = (await lockNextMember(tx, now, cap, passed, false)) ?? (await lockNextMember(tx, now, cap, passed, true));
    if (!member) return null;
    const [{ open }] = (await tx.query<{ open: number }>(`SELECT count(*)::int AS open FROM chat_rooms WHERE agent_id = $1 AND status = 'open'`, [member.id])) as [{ open: number }];
    if (open < cap) return member;
    passed.push(member.id);
  }
}

/** Gives the room to `to` (or back to Unassigned), with the visitor's line and the audit entry, in one transaction. */
async function reassign(tx: Queryable, now: Date, roomId: string, change: { from: string | null; to: Member | null; handover?: { by: string; note: string } }, audit: AuditEntry): Promise<Assigned | null> {
  const room = await assignRoom(tx, roomId, { ...change, at: now });
  if (!room) return null;
  let joined: StoredChatMessage | null = null;
  if (change.to) {
    await tx.query('UPDATE staff_accounts SET last_assigned_at = $2 WHERE id = $1', [change.to.id, now]);
    joined = (await insertMessage(tx, { roomId, clientId: null, senderRole: 'system', senderName: null, content: joinedLine(change.to.name), attachmentId: null, createdAt: now })).message;
  }
  await recordAudit(tx, now, audit);
  return { room, joined };
}

export function relayAssigned(io: SocketServer, assigned: Assigned | null): void {
  if (!assigned) return;
  relayRoom(io, assigned.room);
  if (assigned.joined) relayMessage(io, assigned.joined);
}

/** Routes one unassigned open conversation, when auto-assignment is on and someone can take it. */
async function routeInside(tx: Queryable, now: Date, roomId: string): Promise<Assigned | null> {
  const settings = await readTeamSettings(tx);
  if (!settings.autoAssign) return null;
  const member = await claimMember(tx, now, settings.agentCap);
  if (!member) return null;
  return reassign(tx, now, roomId, { from: null, to: member }, { actor: null, action: 'assigned', subject: `conversation:${roomId}`, detail: `to ${member.name}` });
}

export async function routeConversation({ db, io, clock }: Publishing, roomId: string): Promise<ChatRoom | null> {
  const assigned = await decided(db, (tx) => routeInside(tx, clock.now(), roomId));
  relayAssigned(io, assigned);
  return assigned?.room ?? null;
}

/** Conversations waiting in Unassigned (a visitor has written, nobody has it), oldest first. */
const WAITING = `SELECT r.id::text AS id FROM chat_rooms r
  JOIN LATERAL (SELECT min(m.id) AS first FROM chat_messages m WHERE m.room_id = r.id AND m.sender_role = 'visitor') w ON w.first IS NOT NULL
  WHERE r.status = 'open' AND r.agent_id IS NULL ORDER BY w.first`;

/** Gives waiting conversations, oldest first, to whoever can take them now: after a member becomes free. */
export async function drainQueue({ db, io, clock }: Publishing): Promise<number> {
  const done = await decided(db, async (tx) => {
    const assigned: Assigned[] = [];
    for (const { id } of await tx.query<{ id: string }>(WAITING)) {
      const result = await routeInside(tx, clock.now(), id);
      if (!result) break;
      assigned.push(result);
    }
    return assigned;
  });
  for (const assigned of done) relayAssigned(io, assigned);
  return done.length;
}

/** A member takes an unassigned conversation: 409 when someone has it already. */
export async function takeConversation({ db, io, clock }: Publishing, member: StaffIdentity, roomId: string): Promise<ChatRoom> {
  const room = await openRoomOr404(db, roomId);
  if (room.agentId === member.id) return room;
  if (room.agentId) throw new ClientError(409, `${room.agentName ?? 'Another member'} has this conversation`);
  const assigned = await db.transaction((tx) => reassign(tx, clock.now(), roomId, { from: null, to: member }, { actor: member, action: 'took', subject: `conversation:${roomId}` }));
  if (assigned) {
    relayAssigned(io, assigned);
    return assigned.room;
  }
  // Routing may have given it to this very member meanwhile (a reply crossing the visitor's message).
  const now = await openRoomOr404(db, roomId);
  if (now.agentId === member.id) return now;
  throw new ClientError(409, `${now.agentName ?? 'Another member'} took this conversation first`);
}

/** The assignee (or an admin) hands a conversation to another active member, with a line of context only staff see. */
export async function transferConversation({ db, io, clock }: Publishing, by: StaffIdentity, roomId: string, { to, note }: { to: string; note: string }): Promise<ChatRoom> {
  const room = await openRoomOr404(db, roomId);
  if (room.agentId !== by.id && by.role !== 'admin') throw new ClientError(403, 'Only its assignee or an admin can transfer this conversation');
  const [target] = await db.query<Member>('SELECT id::text AS id, display_name AS name FROM staff_accounts WHERE id = $1 AND deactivated_at IS NULL AND role = ANY($2::text[])', [to, SALES_ROLES]);
  if (!target) throw new ClientError(400, 'Invalid request', { to: 'Choose an active member.' });
  if (target.id === room.agentId) return room;
  const audit: AuditEntry = { actor: by, action: 'transferred', subject: `conversation:${roomId}`, detail: `from ${room.agentName ?? 'nobody'} to ${target.name}${note ? `: ${note}` : ''}` };
  const assigned = await db.transaction((tx) => reassign(tx, clock.now(), roomId, { from: room.agentId, to: target, handover: { by: by.name, note } }, audit));
  if (!assigned) throw new ClientError(409, 'This conversation changed hands meanwhile; try again');
  relayAssigned(io, assigned);
  return assigned.room;
}

/** Takes a member's open conversations back to Unassigned (deactivated, or away while visitors wait), then routes them again. */
export async function unassignAll(deps: Publishing, memberId: string, reason: string, roomIds?: string[]): Promise<number> {
  const { db, io, clock } = deps;
  const rooms = await db.query<{ id: string }>(`SELECT id::text AS id FROM chat_rooms WHERE agent_id = $1 AND status = 'open' ${roomIds ? 'AND id = ANY($2::bigint[])' : ''}`, roomIds ? [memberId, roomIds] : [memberId]);
  for (const { id } of rooms) {
    const assigned = await db.transaction((tx) => reassign(tx, clock.now(), id, { from: memberId, to: null }, { actor: null, action: 'unassigned', subject: `conversation:${id}`, detail: reason }));
    relayAssigned(io, assigned);
  }
  if (rooms.length) await drainQueue(deps);
  return rooms.length;
}

async function openRoomOr404(db: Database, roomId: string): Promise<ChatRoom> {
  const room = await findRoom(db, roomId);
  if (!room) throw new ClientError(404, 'No such chat');
  if (room.status === 'closed') throw new ClientError(409, 'This chat is closed');
  return room;
}
