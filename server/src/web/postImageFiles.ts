import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../http/deps';
import { POST_IMAGE_NAME, postImagesFolder, VARIANT_FILE } from '../blog/postImages';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /images/post-<hex>/<Variant>.<format>: an uploaded image's variant. Its own route, which the
 * router prefers to the built illustrations' static folder under /images/.
 */
export async function postImageFiles(app: FastifyInstance, { config }: Pick<Deps, 'config'>) {
  app.get<{ Params: { hex: string; file: string } }>('/images/post-:hex/:file', async (request, reply) => {
    const name = `post-${request.params.hex}`;
    const { file } = request.params;
    const variant = VARIANT_FILE.exec(file);
    const filePath = path.join(postImagesFolder(config.dataDir), name, file);
    const found = POST_IMAGE_NAME.test(name) && variant && (await stat(filePath).catch(() => null))?.isFile();
    if (!found) return reply.status(404).send({ error: 'Not found' });
    return reply
      .type(`image/${variant[2]}`)
      .header('Cache-Control', IMMUTABLE)
      .header('X-Content-Type-Options', 'nosniff')
      .send(createReadStream(filePath));
  });
}
