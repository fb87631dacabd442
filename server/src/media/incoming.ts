import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CHAT_LIMITS } from '@bookcraft/shared/core';
import { ClientError } from '../core/errors';

/** Where an upload is written while it is received, before it is checked: never served, and emptied as each request ends. */
export const incomingFolder = (dataDir: string) => path.join(dataDir, 'uploads-incoming');

/**
 * Removes what a node left in the incoming folder when it stopped in the middle of an upload:
 * files untouched for longer than an upload may take (`timeoutMs`), so none under way is removed,
 * even when several nodes share DATA_DIR.
 */
export async function removeLeftovers(dataDir: string, timeoutMs: number): Promise<void> {
  const folder = incomingFolder(dataDir);
  for (const name of await readdir(folder).catch(() => [])) {
    const file = path.join(folder, name);
    const untouchedMs = Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    if (untouchedMs > timeoutMs) await rm(file, { force: true });
  }
}

export interface IncomingUpload {
  /** The text fields, and any other part by its file name, so the schema names it. */
  fields: Record<string, unknown>;
  /** The `file` part as received, unchecked: where it is and how many bytes it has. */
  file?: { path: string; bytes: number };
  /** A path in the same folder for what is made from the file (the re-encoded image); removed with it. */
  derived: string;
}

const tooLarge = () => new ClientError(413, 'This image is too large', { file: `At most ${CHAT_LIMITS.uploadBytes / 1024 / 1024} MB.` });

async function writePart(stream: NodeJS.ReadableStream & { truncated?: boolean }, file: string): Promise<number> {
  const out = createWriteStream(file, { flags: 'wx' });
  await pipeline(stream, out);
  // Busboy stops at the multipart plugin's fileSize limit and flags the part as truncated.
  if (stream.truncated) throw tooLarge();
  return out.bytesWritten;
}

/**
 * Receives a multipart upload: its `file` part is streamed to a file under
 * `incomingFolder` as it arrives (the request never holds it in memory, and
 * busboy cuts it at the size limit), then `use` gets it. The files are removed
 * when `use` is done, whatever happened: success, refusal, or a client that
 * went away half-way. A body that is not readable multipart is a 400. A
 * client that has not sent it all within `timeoutMs` has its connection
 * closed, as if it had gone away, so it does not keep its place for ever.
 * `beforeFile` gets the text fields sent before the file part, before a byte
 * of the file is read: it may refuse the upload there (the clients send the
 * room first).
 */
export async function receiveUpload<T>(
  request: FastifyRequest,
  { dataDir, timeoutMs }: { dataDir: string; timeoutMs: number },
  beforeFile: (fields: Record<string, unknown>) => Promise<void>,
  use: (upload: IncomingUpload) => Promise<T>,
): Promise<T> {
  const folder = incomingFolder(dataDir);
  let cutOff = false;
  const tooSlow = setTimeout(() => {
    cutOff = true;
    request.raw.destroy();
  }, timeoutMs);
  const name = path.join(folder, randomUUID());
  // A Map, so a part named `__proto__` is a key the schema refuses, not a prototype.
  const fields = new Map<string, unknown>();
  let file: IncomingUpload['file'];
  try {
    await mkdir(folder, { recursive: true });
    for await (const part of request.parts()) {
      if (part.type === 'field') fields.set(part.fieldname, part.value);
      else if (part.fieldname === 'file') {
        await beforeFile(Object.fromEntries(fields));
        file = { path: `${name}.part`, bytes: await writePart(part.file, `${name}.part`) };
      }
      else fields.set(part.fieldname, (part.file.resume(), part.filename));
    }
    if (cutOff) throw new ClientError(408, 'The upload took too long');
  } catch (error) {
    await rm(`${name}.part`, { force: true });
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new ClientError(400, 'Invalid request', { '(body)': 'Not readable as multipart/form-data.' });
  } finally {
    clearTimeout(tooSlow);
  }
  const derived = `${name}.jpg`;
  try {
    return await use({ fields: Object.fromEntries(fields), file, derived });
  } finally {
    await Promise.all([rm(`${name}.part`, { force: true }), rm(derived, { force: true })]);
  }
}
