import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_LIMITS, imageFileName, mediaParamsSchema, roomIdSchema } from '@bookcraft/shared';
import { z } from 'zod';
import { roomFor } from '../chat/conversations';
import type { Deps } from '../deps';
import { actorFrom } from '../http/actors';
import { ClientError, parseWith } from '../http/errors';
import { reencodeImage } from '../media/images';
import { mediaStorage } from '../media/storage';

// POST /api/media/upload        multipart: roomId, file -> 201 { id }; 413 over 10 MB, 415 not a raster image
// GET  /api/media/download/:id  image/jpeg as an attachment image_{id}.jpg
// Both for the room's visitor (Bearer token) and staff (session cookie).
export async function mediaRoutes(app: FastifyInstance, { db, tokens, config }: Deps) {
  await app.register(multipart, { limits: { fileSize: CHAT_LIMITS.uploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 } });
  const storage = mediaStorage(db, config.dataDir);

  app.post('/media/upload', async (request, reply) => {
    const actor = await actorFrom(request, db, tokens);
    if (!request.isMultipart()) throw new ClientError(415, 'Send the image as multipart/form-data');
    let rawRoomId: unknown;
    let file: Buffer | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (part.fieldname === 'roomId') rawRoomId = part.value;
    }
    const { roomId } = parseWith(z.strictObject({ roomId: roomIdSchema }), { roomId: rawRoomId });
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
