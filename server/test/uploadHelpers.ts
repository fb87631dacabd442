import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import sharp from 'sharp';
import { incomingFolder } from '../src/media/incoming';
import { multipart, send, type RawAnswer } from './corpus/http';
import { asVisitor, register } from './visitorHelpers';

/** A registered visitor with a chat room, and no socket. */
export async function roomVisitor(url: string): Promise<{ token: string; roomId: string }> {
  const { id, token } = await register(url);
  const room = await fetch(`${url}/api/chat/chat-room`, { method: 'POST', headers: asVisitor(token), body: JSON.stringify({ customerId: id, current_page: '/services' }) });
  return { token, roomId: String(((await room.json()) as { id: string }).id) };
}

/** A JPEG of noise, about 200 KB: big enough to be sent in pieces. */
export const noisyPhoto = () => {
  const width = 400;
  const pixels = Buffer.from(Array.from({ length: width * width * 3 }, () => Math.floor(Math.random() * 256)));
  return sharp(pixels, { raw: { width, height: width, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
};

/** Sent as from `ip` (the test server trusts its loopback peer's X-Forwarded-For), or as from the loopback address. */
const uploadRequest = (token: string, roomId: string, photo: Buffer, ip?: string) => {
  const { body, contentType } = multipart({ roomId }, { name: 'photo.jpg', type: 'image/jpeg', bytes: photo });
  return { body, headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...(ip ? { 'x-forwarded-for': ip } : {}) } };
};

export async function uploadPhoto(url: string, visitor: { token: string; roomId: string }, ip?: string): Promise<RawAnswer> {
  return send(url, { method: 'POST', path: '/api/media/upload', ...uploadRequest(visitor.token, visitor.roomId, await noisyPhoto(), ip) });
}

export interface HeldUpload {
  /** The server's answer, which may come before the body is finished (a refusal). */
  answer: Promise<RawAnswer>;
  /** Sends the rest of the body. */
  finish(): void;
  /** Drops the connection half-way, as a client that goes away. */
  abort(): void;
}

/** An upload whose body stops half-way through the image until `finish`: a slow client, as the server sees it. */
export async function heldUpload(url: string, visitor: { token: string; roomId: string }, ip?: string): Promise<HeldUpload> {
  const { body, headers } = uploadRequest(visitor.token, visitor.roomId, await noisyPhoto(), ip);
  const { hostname, port } = new URL(url);
  const outgoing = httpRequest({ host: hostname, port, method: 'POST', path: '/api/media/upload', headers: { ...headers, 'content-length': String(body.length) } });
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: text.startsWith('{') ? JSON.parse(text) : undefined });
      });
    });
  });
  const half = Math.floor(body.length / 2);
  outgoing.write(body.subarray(0, half));
  return {
    answer,
    finish: () => outgoing.end(body.subarray(half)),
    abort: () => {
      answer.catch(() => undefined);
      outgoing.destroy();
    },
  };
}

/** The files an upload is being received into right now. */
export function filesBeingReceived(dataDir: string): string[] {
  try {
    return readdirSync(incomingFolder(dataDir));
  } catch {
    return [];
  }
}
