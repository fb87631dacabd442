import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANTS } from '@bookcraft/shared/core';
import { productionBackend, useServer } from './helpers';
import { addMember, adminCookie } from './teamHelpers';
import { multipart, send } from './corpus/http';

// An editor's image is checked and re-encoded as a chat image is (signature, pixel cap,
// size limit), then written as the site's named variants under the uploads folder every node shares,
// and served at /images/<name>/<Variant>.<format> with long caching.

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#336699' } }).png().toBuffer();

for (const backend of await productionBackend()) {
  describe(`post images on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env);
    const url = () => server.running.url;
    const upload = async (cookie: string, file: { name: string; type: string; bytes: Buffer }, fields: Record<string, string> = {}) => {
      const { body, contentType } = multipart(fields, file);
      return send(url(), { method: 'POST', path: '/api/staff/post-images', headers: { cookie, 'content-type': contentType }, body });
    };

    it("takes an editor's PNG and serves every variant as AVIF and WebP, cached for long", async () => {
      const admin = await adminCookie(url());
      const editor = await addMember(url(), server.running.server.db, admin, { email: 'images.editor@bookcraft.test', name: 'Eda', role: 'editor' });
      const answer = await upload(editor.cookie, { name: 'cover.png', type: 'image/png', bytes: await photo(1600, 900) });
      assert.equal(answer.status, 201, answer.text);
      const { name, url: imageUrl } = answer.json as { name: string; url: string };
      assert.match(name, /^post-[0-9a-f]{32}$/);
      assert.equal(imageUrl, `/images/${name}/Desktop720.webp`);

      const widths = { Mobile320: 320, Mobile480: 480, Mobile640: 640, Desktop480: 480, Desktop720: 720, backgroundLg: 1600 };
      for (const variant of IMAGE_VARIANTS) {
        for (const format of ['avif', 'webp'] as const) {
          const response = await fetch(`${url()}/images/${name}/${variant}.${format}`);
          assert.equal(response.status, 200, `${variant}.${format}`);
          assert.equal(response.headers.get('content-type'), `image/${format}`);
          assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
          const { width, format: decoded } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
          assert.equal(width, widths[variant], `${variant}.${format}: no wider than the upload`);
          assert.equal(decoded, format === 'avif' ? 'heif' : 'webp');
        }
      }
      assert.ok(existsSync(path.join(server.running.dataDir, 'uploads', 'posts', name, 'Desktop720.webp')), 'under the uploads folder the nodes share');
      // The retention job clears chat uploads no row names: a post's images are not among them.
      await server.running.server.retention.runNow();
      assert.equal((await fetch(`${url()}${imageUrl}`)).status, 200, 'kept by the retention job');
    });

    it('answers 404 for an image or a variant that is not there, and for a name that is not one', async () => {
      for (const file of ['post-0123456789abcdef0123456789abcdef/Desktop720.webp', 'post-0123456789abcdef0123456789abcdef/Huge.webp', 'post-..%2F..%2Fetc/passwd', 'post-abc/Desktop720.png']) {
        assert.equal((await fetch(`${url()}/images/${file}`)).status, 404, file);
      }
    });

    it('refuses what is not an image (415), an image over the size or pixel limits (413), an extra field (400) and no file (400)', async () => {
      const admin = await adminCookie(url());
      const text = await upload(admin, { name: 'notes.png', type: 'image/png', bytes: Buffer.from('Just some text pretending to be an image.') });
      assert.equal(text.status, 415, text.text);
      const tooBig = await upload(admin, { name: 'big.png', type: 'image/png', bytes: Buffer.concat([await photo(8, 8), Buffer.alloc(11 * 1024 * 1024, 1)]) });
      assert.equal(tooBig.status, 413, tooBig.text);
      const tooManyPixels = await upload(admin, { name: 'bomb.png', type: 'image/png', bytes: await photo(8000, 6000) });
      assert.equal(tooManyPixels.status, 413, tooManyPixels.text);
      const extra = await upload(admin, { name: 'cover.png', type: 'image/png', bytes: await photo(16, 16) }, { isAdmin: 'true' });
      assert.equal(extra.status, 400);
      assert.deepEqual(Object.keys(extra.json!.fields!), ['isAdmin']);
      const { body, contentType } = multipart({});
      const none = await send(url(), { method: 'POST', path: '/api/staff/post-images', headers: { cookie: admin, 'content-type': contentType }, body });
      assert.equal(none.status, 400);
      assert.deepEqual(Object.keys(none.json!.fields!), ['file']);
    });
  });
}
