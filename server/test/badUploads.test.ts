import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { productionBackend, useServer } from './helpers';
import { multipart, send } from './corpus/http';
import { gifClaiming, jpegClaiming, pngClaiming } from './corpus/images';
import { CORPUS_ENV, makeWorld, smallPhoto, storedCounts, type World } from './corpus/world';

// Uploads: a wrong type behind a right extension, a file over 10 MB, zero bytes and image
// bombs are refused before anything is written to disk. The limits: 10 MB (413), 40 million
// pixels whatever the bytes (413, so a 60-byte PNG claiming 100,000 × 100,000 is never decoded),
// raster images told by their bytes (415), an empty file (400).

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const REFUSED: { name: string; file: () => Buffer | Promise<Buffer>; fileName: string; type: string; status: number; field?: string }[] = [
  { name: 'HTML behind .png', file: () => Buffer.from('<html><script>alert(1)</script></html>'), fileName: 'cat.png', type: 'image/png', status: 415 },
  { name: 'SVG behind .jpg', file: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), fileName: 'cat.jpg', type: 'image/jpeg', status: 415 },
  { name: 'a PDF behind .jpg', file: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'), fileName: 'cv.jpg', type: 'image/jpeg', status: 415 },
  { name: 'a shell script behind .gif', file: () => Buffer.from('#!/bin/sh\nrm -rf /\n'), fileName: 'cat.gif', type: 'image/gif', status: 415 },
  { name: 'a PNG signature before HTML', file: () => Buffer.concat([PNG_MAGIC, Buffer.from('<script>alert(1)</script>')]), fileName: 'cat.png', type: 'image/png', status: 415 },
  { name: 'a JPEG cut after its header', file: async () => (await smallPhoto()).subarray(0, 200), fileName: 'cut.jpg', type: 'image/jpeg', status: 415 },
  { name: 'zero bytes', file: () => Buffer.alloc(0), fileName: 'empty.jpg', type: 'image/jpeg', status: 400, field: 'file' },
  { name: 'a JPEG of 10 MB and one byte', file: async () => Buffer.concat([await smallPhoto(), Buffer.alloc(10 * 1024 * 1024 + 1 - (await smallPhoto()).length)]), fileName: 'big.jpg', type: 'image/jpeg', status: 413 },
  { name: 'a PNG claiming 100,000 × 100,000 pixels', file: () => pngClaiming(100_000, 100_000), fileName: 'bomb.png', type: 'image/png', status: 413, field: 'file' },
  { name: 'a PNG claiming 10,000 × 10,000 pixels', file: () => pngClaiming(10_000, 10_000), fileName: 'bomb.png', type: 'image/png', status: 413, field: 'file' },
  { name: 'a GIF claiming 65,535 × 65,535 pixels', file: () => gifClaiming(65_535, 65_535), fileName: 'bomb.gif', type: 'image/gif', status: 413, field: 'file' },
  { name: 'a JPEG claiming 65,000 × 65,000 pixels', file: async () => jpegClaiming(await smallPhoto(), 65_000, 65_000), fileName: 'bomb.jpg', type: 'image/jpeg', status: 413, field: 'file' },
];

for (const backend of await productionBackend()) {
  describe(`bad uploads on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;
    let world: World;

    const upload = async (bytes: Buffer, fileName: string, type: string, roomId = world.A.roomId) => {
      const { body, contentType } = multipart({ roomId }, { name: fileName, type, bytes });
      return send(url(), { method: 'POST', path: '/api/media/upload', headers: { authorization: `Bearer ${world.A.token}`, 'content-type': contentType }, body });
    };

    for (const refused of REFUSED) {
      it(`refuses ${refused.name} with ${refused.status}, writing nothing`, async () => {
        world ??= await makeWorld(url(), server.running.server.db);
        const before = await storedCounts(server.running.server.db, server.running.dataDir);
        const answer = await upload(await refused.file(), refused.fileName, refused.type);
        assert.equal(answer.status, refused.status, answer.text);
        if (refused.field) assert.ok(answer.json?.fields?.[refused.field], answer.text);
        assert.deepEqual(await storedCounts(server.running.server.db, server.running.dataDir), before);
      });
    }

    it('never uses the name a file was sent with: a traversing name is stored under a name of its own', async () => {
      world ??= await makeWorld(url(), server.running.server.db);
      const answer = await upload(await smallPhoto(), '../../../../escaped.jpg', 'image/jpeg');
      assert.equal(answer.status, 201, answer.text);
      const { dataDir } = server.running;
      assert.deepEqual(readdirSync(path.join(dataDir, 'uploads')).filter((name) => !/^[0-9a-f-]{36}\.jpg$/.test(name)), []);
      assert.equal(readdirSync(path.dirname(dataDir)).includes('escaped.jpg'), false);
      assert.equal(readdirSync(dataDir).includes('escaped.jpg'), false);
    });
  });
}
