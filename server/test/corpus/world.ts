import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../src/db/database';
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

/** Two visitors, A and B, and a signed-in staff member: every call is made on A's records. */
export interface World {
  url: string;
  A: Party;
  B: Party;
  staffCookie: string;
}

/** The corpus sends hundreds of leads and wrong passwords from one address: the rate limits are not what it tests. */
export const CORPUS_ENV = { LEAD_RATE_LIMIT: '100000', REGISTRATION_RATE_LIMIT: '100000', STAFF_LOGIN_MAX_FAILURES: '100000', CHAT_RATE_LIMIT: '100000', CHAT_CLIENT_RATE_LIMIT: '100000', CHAT_ROOMS_PER_DAY: '100000' };

export type Actor = 'none' | 'A' | 'B' | 'staff';
export const ACTORS: readonly Actor[] = ['none', 'A', 'B', 'staff'];

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

export async function makeWorld(url: string): Promise<World> {
  const [A, B, cookie] = await Promise.all([party(url), party(url), staffCookie(url)]);
  return { url, A, B, staffCookie: cookie };
}

/** The headers that make a request the actor's own. */
export function credentials(world: World, actor: Actor): Record<string, string> {
  if (actor === 'A' || actor === 'B') return { authorization: `Bearer ${world[actor].token}` };
  if (actor === 'staff') return { cookie: world.staffCookie };
  return {};
}

/** Every table a request could write to, the files under DATA_DIR/uploads, and those of uploads being received (none once a request is answered). */
const TABLES = ['customers', 'customer_utm', 'page_visits', 'presence_changes', 'chat_rooms', 'chat_messages', 'chat_media', 'chat_reply_mail_queue', 'leads', 'lead_consents', 'mail_outbox', 'idempotency_keys'] as const;

export async function storedCounts(db: Database, dataDir: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = row!.count;
  }
  counts['files under uploads'] = uploadedFiles(dataDir).length;
  counts['files being received'] = filesBeingReceived(dataDir).length;
  return counts;
}

export function uploadedFiles(dataDir: string): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads'));
  } catch {
    return [];
  }
}

/** Rooms are closed by some calls; a rating needs one. */
export async function closeRoom(world: World, party: Party = world.A): Promise<void> {
  const answer = await send(world.url, { method: 'PUT', path: `/api/chat/close/${party.roomId}`, headers: { authorization: `Bearer ${party.token}`, 'content-type': 'application/json' }, body: '{}' });
  if (answer.status !== 200) throw new Error(`closing answered ${answer.status}`);
}
