import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_LIMITS } from '@bookcraft/shared/core';
import type { Deps } from '../deps';
import { removeLeftovers } from '../../media/incoming';
import { uploadSlots } from '../../media/uploadSlots';
import { mediaRoutes } from './media';
import { postImageRoutes } from './posts';

/**
 * The routes that receive a file (the chat's images, the blog's post images) and those beside them: multipart is
 * registered once for them, and they share one node's places (UPLOAD_CONCURRENCY), so a node never receives more at once.
 */
export async function uploadRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  await app.register(multipart, { limits: { fileSize: CHAT_LIMITS.uploadBytes, files: 1, fields: 4, fieldSize: 100, parts: 5 } });
  const slots = uploadSlots(config.uploadConcurrency);
  await removeLeftovers(config.dataDir, config.uploadTimeoutMs);
  await mediaRoutes(app, deps, slots);
  await postImageRoutes(app, deps, slots);
}
