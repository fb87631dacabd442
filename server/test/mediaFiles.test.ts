import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ERROR_LEVEL, useLoggedServer } from './loggedServer';
import { roomVisitor, uploadPhoto } from './uploadHelpers';

// An image whose file is gone is "no such image" (404); a file the disk will not read is a fault,
// answered 500 and logged, never passed off as a 404.

describe('a stored chat image whose file cannot be read', () => {
  const node = useLoggedServer();

  const storedImage = async () => {
    const visitor = await roomVisitor(node.url);
    const upload = await uploadPhoto(node.url, visitor);
    assert.equal(upload.status, 201);
    const id = String(upload.json?.id);
    const download = () => fetch(`${node.url}/api/media/download/${id}`, { headers: { authorization: `Bearer ${visitor.token}` } });
    return { file: path.join(node.dataDir, 'uploads', `${id}.jpg`), download };
  };

  it('is a 404 when the file is missing', async () => {
    const image = await storedImage();
    await rm(image.file);
    assert.equal((await image.download()).status, 404);
  });

  it('is a logged 500 when the disk refuses it (here a folder in its place)', async () => {
    const image = await storedImage();
    await rm(image.file);
    await mkdir(image.file);
    const answer = await image.download();
    assert.equal(answer.status, 500);
    const logged = node.lines.find((line) => line.level === ERROR_LEVEL && line.err?.code === 'EISDIR');
    assert.ok(logged, 'the read error is in the log');
  });
});
