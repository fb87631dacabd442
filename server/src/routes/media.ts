import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_LIMITS, imageFileName } from '@bookcraft/shared/core';
import { uploadFieldsSchema } from '@bookcraft/shared/contracts';
import { roomFor } from '../chat/conversations';
import type { Deps } from '../deps';
import { contractRoutes } from '../http/contractRoutes';
import { countChatCall } from '../http/visitorLimit';
import { ClientError, parseWith } from '../http/errors';
import { reencodeImage } from '../media/images';
import { receiveUpload, removeLeftovers } from '../media/incoming';
import { mediaStorage } from '../media/storage';
import { uploadSlots } from '../media/uploadSlots';

// POST /api/media/upload        multipart: roomId, file -> 201 { id }; 413 over 10 MB, 415 not a raster image,
//                               409 closed chat (checked before the file is read), 429 past UPLOAD_CONCURRENCY on this node,
//                               one at a time per visitor or staff member, or UPLOADS_PER_CLIENT per client address
// GET  /api/media/download/:id  image/jpeg as an attachment image_{id}.jpg
// Both for the room's visitor (Bearer token) and staff (session cookie).

export async function mediaRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps, { onRequest: [countChatCall(deps.limits.chat)] });
  const { db, config } = deps;
  await app.register(multipart, { limits: { fileSize: CHAT_LIMITS.uploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 } });
  const storage = mediaStorage(db, config.dataDir);
  const slots = uploadSlots(config.uploadConcurrency);
  await removeLeftovers(config.dataDir, config.uploadTimeoutMs);

  route('POST /api/media/upload', async (request, reply) => {
    const actor = request.actor!;
    if (!request.isMultipart()) throw new ClientError(415, 'Send the image as multipart/form-data');
    // The fields arrive in the multipart stream, after the route's own checks.
    const openRoomOf = async (roomId: string) => {
      const room = await roomFor(db, actor, roomId);
      // As for messages: the request is right, the chat's state refuses it.
      if (room.status === 'closed') throw new ClientError(409, 'This chat is closed: images can no longer be sent to it');
      return room;
    };
    let giveBack = () => {};
    try {
      // The room is checked before a place is taken, so only a caller with an open chat of their own can hold one.
      const beforeFile = async (fields: Record<string, unknown>) => {
        await openRoomOf(parseWith(uploadFieldsSchema, fields).roomId);
        giveBack = slots.take(actor, request.ip);
      };
      const id = await receiveUpload(request, { dataDir: config.dataDir, timeoutMs: config.uploadTimeoutMs }, beforeFile, async ({ fields, file, derived }) => {
        const { roomId } = parseWith(uploadFieldsSchema, fields);
        if (!file?.bytes) throw new ClientError(400, 'Invalid request', { file: 'Attach an image.' });
        const room = await openRoomOf(roomId);
        await reencodeImage(file.path, derived);
        return storage.save(room.id, derived);
      });
      return reply.status(201).send({ id });
    } catch (error) {
      // Refused before its body arrived in full: the rest is never read, so the connection cannot carry another request.
      if (!request.raw.complete) void reply.header('Connection', 'close');
      throw error;
    } finally {
      giveBack();
    }
  });

  route('GET /api/media/download/:id', async (request, reply) => {
    const media = await storage.load(request.params.id);
    if (!media) throw new ClientError(404, 'No such image');
    await roomFor(db, request.actor!, media.roomId);
    return reply
      .header('Content-Type', 'image/jpeg')
      .header('Content-Disposition', `attachment; filename="${imageFileName(request.params.id)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=3600')
      .send(media.bytes);
  });
}
