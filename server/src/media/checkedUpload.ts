import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor } from '../chat/actor';
import { ClientError, parseWith } from '../core/errors';
import { reencodeImage } from './images';
import { receiveUpload } from './incoming';
import type { uploadSlots } from './uploadSlots';

export type UploadSlots = ReturnType<typeof uploadSlots>;

interface CheckedImage<S extends z.ZodType, C, T> {
  /** The text fields every part but `file` must match. */
  fields: S;
  /** Checks the fields (before a byte of the file is read, and again once it is in): may refuse; what it returns goes to `store`. */
  check: (fields: z.infer<S>) => Promise<C>;
  /** Keeps the re-encoded image at `image`: what it returns is the route's answer. */
  store: (checked: C, image: string) => Promise<T>;
}

/**
 * Receives one image upload as every upload route does: multipart only (415), the fields checked before the file
 * is read, a place taken among the node's `slots` (429) only then, the file re-encoded (413, 415) and stored.
 * The place is given back however the request ends.
 */
export async function receiveCheckedImage<S extends z.ZodType, C, T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { actor, slots, dataDir, timeoutMs }: { actor: Actor; slots: UploadSlots; dataDir: string; timeoutMs: number },
  { fields: schema, check, store }: CheckedImage<S, C, T>,
): Promise<T> {
  if (!request.isMultipart()) throw new ClientError(415, 'Send the image as multipart/form-data');
  let giveBack = () => {};
  try {
    // The fields are checked before a place is taken, so only a caller the route accepts can hold one.
    const beforeFile = async (fields: Record<string, unknown>) => {
      await check(parseWith(schema, fields));
      giveBack = slots.take(actor, request.ip);
    };
    return await receiveUpload(request, { dataDir, timeoutMs }, beforeFile, async ({ fields, file, derived }) => {
      const parsed = parseWith(schema, fields);
      if (!file?.bytes) throw new ClientError(400, 'Invalid request', { file: 'Attach an image.' });
      const checked = await check(parsed);
      await reencodeImage(file.path, derived);
      return store(checked, derived);
    });
  } catch (error) {
    // Refused before its body arrived in full: the rest is never read, so the connection cannot carry another request.
    if (!request.raw.complete) void reply.header('Connection', 'close');
    throw error;
  } finally {
    giveBack();
  }
}
