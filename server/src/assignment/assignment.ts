import type { ChatRoom, StoredChatMessage } from '@bookcraft/shared/core';
import { SALES_ROLES } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { SocketServer } from '../core/socketServer';
import { insertMessage } from '../chat/messages';
import { relayMessage, relayRoom } from '../chat/relay';
import { assignRoom, findRoom, roomWithMessage } from '../chat/rooms';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit, type AuditEntry } from '../team/audit';
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

// A routing decision is one call of route_conversation (migration 042): it locks the member it gives a
// conversation to and counts their open conversations under that lock, so decisions on every node for
// different members run side by side, two for the same member one after the other, and no member passes the
// cap. In one call the lock is never held across a round trip to this node. No conversation is given twice.

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

/** Routes one unassigned open conversation to the first member in line under the cap, or null when nobody can take it. */
async function routeInside(db: Queryable, now: Date, roomId: string): Promise<Assigned | null> {
  const decision = () => db.query<{ joined_id: string }>('SELECT joined_id::text AS joined_id FROM route_conversation($1::bigint, $2, $3::text[], $4)', [roomId, now, SALES_ROLES, joinedLine('%s')]);
  const [routed] = await decided(decision);
  return routed ? roomWithMessage(db, roomId, routed.joined_id) : null;
}

/** Routes a conversation nobody has, when auto-assignment is on and someone can take it: the room as assigned, or null. */
export async function routeConversation({ db, io, clock }: Publishing, roomId: string): Promise<ChatRoom | null> {
  const assigned = await routeInside(db, clock.now(), roomId);
  relayAssigned(io, assigned);
  return assigned?.room ?? null;
}

/** Conversations waiting in Unassigned (a visitor has written, nobody has it), oldest first. */
const WAITING = `SELECT r.id::text AS id FROM chat_rooms r
  JOIN LATERAL (SELECT min(m.id) AS first FROM chat_messages m WHERE m.room_id = r.id AND m.sender_role = 'visitor') w ON w.first IS NOT NULL
  WHERE r.status = 'open' AND r.agent_id IS NULL ORDER BY w.first`;

/** Gives waiting conversations, oldest first, to whoever can take them now: after a member becomes free. */
export async function drainQueue({ db, io, clock }: Publishing): Promise<number> {
  let given = 0;
  for (const { id } of await db.query<{ id: string }>(WAITING)) {
    const assigned = await routeInside(db, clock.now(), id);
    if (!assigned) break;
    relayAssigned(io, assigned);
    given += 1;
  }
  return given;
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
