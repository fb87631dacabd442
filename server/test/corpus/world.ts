import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { StaffRole } from '@bookcraft/shared/contracts';
import type { Database } from '../../src/core/db/database';
import { createSession, hashToken, SESSION_COOKIE } from '../../src/staff/sessions';
import { staffCookie } from '../chatHelpers';
import { filesBeingReceived } from '../uploadHelpers';
import { asVisitor, register } from '../visitorHelpers';
import { multipart, send } from './http';

/** A visitor with a chat room and one image uploaded into it. */
export interface Party {
  id: string;
  token: string;
  roomId: string;
  mediaId: string;
}

/** Two visitors, A and B, a signed-in admin and a signed-in agent: every call is made on A's records. */
export interface World {
  url: string;
  db: Database;
  A: Party;
  B: Party;
  /** The admin's session (the account STAFF_EMAIL names) and id. */
  staffCookie: string;
  staffId: string;
  agent: Member;
  /** A member with the editor role: the blog's, nothing of visitors, chats or leads. */
  editor: Member;
  /** Unused invitation and password-reset links, for the calls that use one up. */
  links: { invitation: string[]; reset: string[] };
}

interface Member {
  id: string;
  cookie: string;
}

/** The corpus sends hundreds of leads and wrong passwords from one address: the rate limits are not what it tests. */
export const CORPUS_ENV = { LEAD_RATE_LIMIT: '100000', REGISTRATION_RATE_LIMIT: '100000', STAFF_LOGIN_MAX_FAILURES: '100000', PASSWORD_RESET_RATE_LIMIT: '100000', EXPERIMENT_VISITOR_RATE_LIMIT: '100000', CHAT_RATE_LIMIT: '100000', CHAT_CLIENT_RATE_LIMIT: '100000', CHAT_ROOMS_PER_DAY: '100000' };

/** `staff` is the admin; `agent` a member with the agent role; `editor` one with the editor role. */
export type Actor = 'none' | 'A' | 'B' | 'staff' | 'agent' | 'editor';

export const smallPhoto = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).jpeg().toBuffer();

export async function uploadImage(url: string, token: string, roomId: string): Promise<string> {
  const { body, contentType } = multipart({ roomId }, { name: 'photo.jpg', type: 'image/jpeg', bytes: await smallPhoto() });
  const answer = await send(url, { method: 'POST', path: '/api/media/upload', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body });
  if (answer.status !== 201) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
  return String(answer.json!.id);
}

async function party(url: string): Promise<Party> {
  const { id, token } = await register(url);
  const room = await fetch(`${url}/api/chat/chat-room`, { method: 'POST', headers: asVisitor(token), body: JSON.stringify({ customerId: id, current_page: '/services' }) });
  const { id: roomId } = (await room.json()) as { id: string };
  return { id, token, roomId, mediaId: await uploadImage(url, token, roomId) };
}

/** A member, made through the database (the team routes are tested in team.test.ts); no password signs them in. */
async function newMember(db: Database, role: StaffRole): Promise<string> {
  const [row] = await db.query<{ id: string }>(`INSERT INTO staff_accounts (email, password_hash, display_name, role) VALUES ($1, 'not a hash', 'Ola', $2) RETURNING id::text AS id`, [
    `${role}-${randomUUID()}@bookcraft.test`,
    role,
  ]);
  return row!.id;
}

/** A member with a session of their own: a call that ends a session (signing in or out with it) ends only this one. */
export async function memberOf(db: Database, role: StaffRole, id?: string): Promise<Member> {
  const memberId = id ?? (await newMember(db, role));
  return { id: memberId, cookie: `${SESSION_COOKIE}=${await createSession(db, memberId)}` };
}

// One agent and one editor per server, with a new session per world.
const agents = new WeakMap<Database, Promise<string>>();
const editors = new WeakMap<Database, Promise<string>>();

/** Stores link secrets as the server would after mailing them (invitations for new addresses, resets for a member of their own), for the world's calls to use up. */
export async function addUnusedLinks(world: World, count: number): Promise<void> {
  const { db, links } = world;
  const [{ id: resetMember }] = (await db.query<{ id: string }>(`INSERT INTO staff_accounts (email, password_hash, display_name) VALUES ($1, 'not a hash', 'Rae') RETURNING id::text AS id`, [`reset-${randomUUID()}@bookcraft.test`])) as [{ id: string }];
  for (let index = 0; index < count; index += 1) {
    for (const purpose of ['invitation', 'reset'] as const) {
      const token = randomBytes(32).toString('base64url');
      // An invitation is the admin's, who is still an active admin: acceptance checks its sender.
      await db.query(`INSERT INTO staff_links (token_hash, purpose, email, role, staff_id, created_by, created_at, expires_at) VALUES ($1, $2, $3, 'agent', $4, $5, now(), now() + interval '1 day')`, [
        hashToken(token),
        purpose,
        `invitee-${randomUUID()}@bookcraft.test`,
        purpose === 'reset' ? resetMember : null,
        purpose === 'invitation' ? world.staffId : null,
      ]);
      links[purpose].push(token);
    }
  }
}

export async function makeWorld(url: string, db: Database): Promise<World> {
  if (!agents.has(db)) agents.set(db, newMember(db, 'agent'));
  if (!editors.has(db)) editors.set(db, newMember(db, 'editor'));
  const [A, B, cookie, agent, editor] = await Promise.all([party(url), party(url), staffCookie(url), memberOf(db, 'agent', await agents.get(db)!), memberOf(db, 'editor', await editors.get(db)!)]);
  const me = (await (await fetch(`${url}/api/staff/me`, { headers: { cookie } })).json()) as { id: string };
  return { url, db, A, B, staffCookie: cookie, staffId: me.id, agent, editor, links: { invitation: [], reset: [] } };
}

/** The headers that make a request the actor's own. */
export function credentials(world: World, actor: Actor): Record<string, string> {
  if (actor === 'A' || actor === 'B') return { authorization: `Bearer ${world[actor].token}` };
  if (actor === 'staff') return { cookie: world.staffCookie };
  if (actor === 'agent') return { cookie: world.agent.cookie };
  if (actor === 'editor') return { cookie: world.editor.cookie };
  return {};
}

/** Every table a request could write to, the files under DATA_DIR/uploads, and those of uploads being received (none once a request is answered). */
const TABLES = ['customers', 'customer_utm', 'page_visits', 'presence_changes', 'chat_rooms', 'chat_messages', 'chat_media', 'chat_reply_mail_queue', 'leads', 'lead_consents', 'mail_outbox', 'idempotency_keys', 'people', 'person_links', 'person_splits', 'chat_notes', 'note_mentions', 'saved_replies', 'conversation_labels', 'chat_room_labels', 'blog_posts', 'blog_post_revisions', 'webhook_endpoints', 'webhook_deliveries', 'experiments', 'experiment_arms', 'experiment_assignments', 'landing_copy', 'email_proofs', 'email_confirmations', 'merge_proposals'] as const;

export async function storedCounts(db: Database, dataDir: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = row!.count;
  }
  counts['files under uploads'] = uploadedFiles(dataDir).length;
  counts['post images under uploads'] = filesIn(path.join(dataDir, 'uploads', 'posts')).length;
  counts['files being received'] = filesBeingReceived(dataDir).length;
  return counts;
}

/** The chat's image files: those directly under uploads (a post's images are in uploads/posts). */
export function uploadedFiles(dataDir: string): string[] {
  return filesIn(path.join(dataDir, 'uploads'));
}

function filesIn(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** Rooms are closed by some calls; a rating needs one. */
export async function closeRoom(world: World, party: Party = world.A): Promise<void> {
  const answer = await send(world.url, { method: 'PUT', path: `/api/chat/close/${party.roomId}`, headers: { authorization: `Bearer ${party.token}`, 'content-type': 'application/json' }, body: '{}' });
  if (answer.status !== 200) throw new Error(`closing answered ${answer.status}`);
}
