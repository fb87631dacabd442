import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_LIMITS, imageFileName, mediaParamsSchema, uploadFieldsSchema } from '@bookcraft/shared';
import { roomFor } from '../chat/conversations';
import type { Deps } from '../deps';
import { actorFrom } from '../http/actors';
import { ClientError, parseWith } from '../http/errors';
import { reencodeImage } from '../media/images';
import { mediaStorage } from '../media/storage';

// POST /api/media/upload        multipart: roomId, file -> 201 { id }; 413 over 10 MB, 415 not a raster image
// GET  /api/media/download/:id  image/jpeg as an attachment image_{id}.jpg
// Both for the room's visitor (Bearer token) and staff (session cookie).

/**
 * The upload's text fields and its `file`, read into memory (at most 10 MB):
 * nothing touches the disk before the image is checked. Any other part is
 * kept as a field, so the schema names it; a body that is not readable
 * multipart is a 400, not a 500.
 */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, unknown>; file?: Buffer }> {
  const fields = new Map<string, unknown>();
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields.set(part.fieldname, part.value);
      else if (part.fieldname === 'file') file = await part.toBuffer();
      else fields.set(part.fieldname, (await part.toBuffer(), part.filename));
    }
  } catch (error) {
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new ClientError(400, 'Invalid request', { '(body)': 'Not readable as multipart/form-data.' });
  }
  return { fields: Object.fromEntries(fields), file };
}

export async function mediaRoutes(app: FastifyInstance, { db, tokens, config }: Deps) {
  await app.register(multipart, { limits: { fileSize: CHAT_LIMITS.uploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 } });
  const storage = mediaStorage(db, config.dataDir);

  app.post('/media/upload', async (request, reply) => {
    const actor = await actorFrom(request, db, tokens);
    if (!request.isMultipart()) throw new ClientError(415, 'Send the image as multipart/form-data');
    const { fields, file } = await readUpload(request);
    const { roomId } = parseWith(uploadFieldsSchema, fields);
    if (!file?.length) throw new ClientError(400, 'Invalid request', { file: 'Attach an image.' });
    const room = await roomFor(db, actor, roomId);
    const id = await storage.save(room.id, await reencodeImage(file));
    return reply.status(201).send({ id });
  });

  app.get('/media/download/:id', async (request, reply) => {
    const actor = await actorFrom(request, db, tokens);
    const { id } = parseWith(mediaParamsSchema, request.params);
    const media = await storage.load(id);
    if (!media) throw new ClientError(404, 'No such image');
    await roomFor(db, actor, media.roomId);
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Content-Disposition', `attachment; filename="${imageFileName(id)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=3600')
      .send(media.bytes);
  });
}
