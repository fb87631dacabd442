import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Socket } from 'socket.io-client';
import type { Database } from '../src/core/db/database';
import { uploadImage } from './corpus/world';
import { familyALead, postLead } from './leadFixtures';
import { asVisitor, emitWithAck, openSocket, register } from './visitorHelpers';

/** A visitor who did everything the site records, through its real endpoints; their socket stays open. */
export interface ActiveVisitor {
  id: string;
  token: string;
  socket: Socket;
  roomId: string;
  imageId: string;
  leadId: string;
  /** Written by this visitor alone: found in a table, it is theirs. */
  markers: { fingerprint: string; email: string; message: string; keyword: string; idempotencyKey: string };
}

async function ok(response: Response, what: string): Promise<Record<string, unknown>> {
  assert.ok(response.ok, `${what} answered ${response.status}: ${await response.clone().text()}`);
  return response.status === 204 ? {} : ((await response.json()) as Record<string, unknown>);
}

/** Registers, visits two pages, goes idle, follows a campaign, chats with an image, and sends a lead with an Idempotency-Key. */
export async function visitorWhoDidEverything(url: string, name: string): Promise<ActiveVisitor> {
  const tag = `${name}${randomUUID().slice(0, 8)}`;
  const markers = { fingerprint: `fp-${tag}`, email: `${tag}@example.com`, message: `Hello from ${tag}`, keyword: `kw-${tag}`, idempotencyKey: `key-${tag}` };
  const { id, token } = await register(url, { fingerprintId: markers.fingerprint });
  const socket = await openSocket(url, { token });
  for (const page of ['/services', '/blog']) assert.equal((await emitWithAck(socket, 'pageVisited', { customerId: id, path: page })).ok, true);
  assert.equal((await emitWithAck(socket, 'visitor-status', { status: 'idle' })).ok, true);
  const headers = asVisitor(token);
  const utm = { customerId: id, utm_campaign: 'spring', keyword: markers.keyword, gclid: `g-${tag}`, link: '/LP-GN-GAD?utm_campaign=spring' };
  await ok(await fetch(`${url}/api/customer/utm`, { method: 'POST', headers, body: JSON.stringify(utm) }), 'utm');
  const room = await ok(await fetch(`${url}/api/chat/chat-room`, { method: 'POST', headers, body: JSON.stringify({ customerId: id, current_page: '/services' }) }), 'room');
  const roomId = String(room.id);
  const imageId = await uploadImage(url, token, roomId);
  const message = { roomId, clientId: randomUUID(), content: markers.message, attachmentId: imageId };
  await ok(await fetch(`${url}/api/chat/message`, { method: 'POST', headers, body: JSON.stringify(message) }), 'message');
  const lead = await ok(await postLead(url, familyALead('General', { email: markers.email }), { ...headers, 'idempotency-key': markers.idempotencyKey }), 'lead');
  return { id, token, socket, roomId, imageId, leadId: String(lead.id), markers };
}

export const uploadFile = (dataDir: string, imageId: string) => path.join(dataDir, 'uploads', `${imageId}.jpg`);
export const fileKept = (dataDir: string, imageId: string) => existsSync(uploadFile(dataDir, imageId));

/** Every table of the schema, with how many of its rows mention the text anywhere (any column). */
export async function rowsMentioning(db: Database, text: string): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${name}" t WHERE strpos(lower(t::text), lower($1)) > 0`, [text]);
    if (row!.count > 0) found[name] = row!.count;
  }
  return found;
}
