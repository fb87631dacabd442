import type { FastifyInstance } from 'fastify';
import { imageFileName } from '@bookcraft/shared/core';
import { uploadFieldsSchema } from '@bookcraft/shared/contracts';
import { roomFor } from '../../chat/conversations';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { countChatCall } from '../chatCalls';
import { ClientError } from '../../core/errors';
import { receiveCheckedImage, type UploadSlots } from '../../media/checkedUpload';
import { mediaStorage } from '../../media/storage';

// POST /api/media/upload        multipart: roomId, file -> 201 { id }; 413 over 10 MB, 415 not a raster image,
//                               409 closed chat (checked before the file is read), 429 past UPLOAD_CONCURRENCY on this node,
//                               one at a time per visitor or staff member, or UPLOADS_PER_CLIENT per client address
// GET  /api/media/download/:id  image/jpeg as an attachment image_{id}.jpg
// Both for the room's visitor (Bearer token) and staff (session cookie).

/** Registered by uploadRoutes (routes/uploads.ts), with multipart and the node's upload places. */
export async function mediaRoutes(app: FastifyInstance, deps: Deps, slots: UploadSlots) {
  const route = contractRoutes(app, deps, { onRequest: [countChatCall(deps.limits.chat)] });
  const { db, config } = deps;
  const storage = mediaStorage(db, config.dataDir);

  route('POST /api/media/upload', async (request, reply) => {
    const actor = request.actor!;
    // The fields arrive in the multipart stream, after the route's own checks.
    const openRoomOf = async (roomId: string) => {
      const room = await roomFor(db, actor, roomId);
      // As for messages: the request is right, the chat's state refuses it.
      if (room.status === 'closed') throw new ClientError(409, 'This chat is closed: images can no longer be sent to it');
      return room;
    };
    return reply.status(201).send({
      id: await receiveCheckedImage(request, reply, { actor, slots, dataDir: config.dataDir, timeoutMs: config.uploadTimeoutMs }, {
        fields: uploadFieldsSchema,
        // The room is checked before a place is taken, so only a caller with an open chat of their own can hold one.
        check: ({ roomId }) => openRoomOf(roomId),
        store: (room, image) => storage.save(room.id, image),
      }),
    });
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
