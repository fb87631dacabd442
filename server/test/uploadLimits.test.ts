import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { send, type RawAnswer } from './corpus/http';
import { waitFor } from './faultHelpers';
import { loadConfig } from '../src/index';
import { incomingFolder } from '../src/media/incoming';
import { UPLOADS_PER_CLIENT } from '../src/media/uploadSlots';
import { removeDir, startServer, useServer } from './helpers';
import { addMember, adminCookie } from './teamHelpers';
import { filesBeingReceived, heldUpload, noisyPhoto, roomVisitor, uploadPhoto, type HeldUpload } from './uploadHelpers';
import { multipart } from './corpus/http';

// An upload is streamed to a file as it arrives (the server never holds it
// whole), at most UPLOAD_CONCURRENCY are received at once per node and one per visitor (429
// past either), the file being received is removed however the request ends, and a closed
// chat takes no upload. The room is checked before a place is taken, and one
// address holds at most UPLOADS_PER_CLIENT places.

const someIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe('upload limits', () => {
  const server = useServer(async () => ({}), { UPLOAD_CONCURRENCY: '3' });
  const url = () => server.running.url;
  const receiving = () => filesBeingReceived(server.running.dataDir);

  /** Holds uploads half-sent, each from an address of its own, until the server is writing each of them to a file of its own. */
  async function holdUploads(count: number, ip = () => someIp()): Promise<HeldUpload[]> {
    const held: HeldUpload[] = [];
    for (let index = 0; index < count; index++) {
      held.push(await heldUpload(url(), await roomVisitor(url()), ip()));
      await waitFor(() => (receiving().length === held.length ? true : undefined), `upload ${held.length} being written to disk while it is sent`);
    }
    return held;
  }

  const assertTooMany = (answer: { status: number; headers: Record<string, unknown>; json?: { error?: string } }, what: RegExp) => {
    assert.equal(answer.status, 429);
    assert.ok(Number(answer.headers['retry-after']) > 0);
    assert.match(answer.json?.error ?? '', what);
  };

  it('writes an upload to disk as it arrives, and removes that file once it is stored', async () => {
    const [upload] = await holdUploads(1);
    upload!.finish();
    assert.equal((await upload!.answer).status, 201);
    assert.deepEqual(receiving(), []);
  });

  it('takes one upload at a time from a visitor: a second one meanwhile is 429 with Retry-After', async () => {
    const visitor = await roomVisitor(url());
    const first = await heldUpload(url(), visitor);
    await waitFor(() => (receiving().length === 1 ? true : undefined), 'the first upload under way');
    assertTooMany(await uploadPhoto(url(), visitor), /one image at a time/i);
    first.finish();
    assert.equal((await first.answer).status, 201);
    assert.equal((await uploadPhoto(url(), visitor)).status, 201);
  });

  it('takes at most UPLOAD_CONCURRENCY uploads at once on a node: one more is 429 with Retry-After', async () => {
    const held = await holdUploads(3);
    assertTooMany(await uploadPhoto(url(), await roomVisitor(url())), /too many images/i);
    for (const upload of held) upload.finish();
    for (const upload of held) assert.equal((await upload.answer).status, 201);
    assert.equal((await uploadPhoto(url(), await roomVisitor(url()))).status, 201);
  });

  it("shares the node's UPLOAD_CONCURRENCY places between the chat's images and the blog's post images", async () => {
    const admin = await adminCookie(url());
    const editor = await addMember(url(), server.running.server.db, admin, { email: 'shared.places.editor@bookcraft.test', name: 'Eda', role: 'editor' });
    const postImage = async () => {
      const { body, contentType } = multipart({}, { name: 'cover.jpg', type: 'image/jpeg', bytes: await noisyPhoto() });
      return send(url(), { method: 'POST', path: '/api/staff/post-images', headers: { cookie: editor.cookie, 'content-type': contentType, 'x-forwarded-for': someIp() }, body });
    };
    const held = await holdUploads(3);
    assertTooMany(await postImage(), /too many images/i);
    for (const upload of held) upload.finish();
    for (const upload of held) assert.equal((await upload.answer).status, 201);
    assert.equal((await postImage()).status, 201);
  });

  it('removes the file of an upload whose client went away, and frees its place', async () => {
    const [upload] = await holdUploads(1);
    upload!.abort();
    await waitFor(() => (receiving().length === 0 ? true : undefined), 'the half-received file removed');
    // Every place is free again: three more are received at once.
    const held = await holdUploads(3);
    for (const upload of held) upload.finish();
    for (const upload of held) assert.equal((await upload.answer).status, 201);
  });

  it(`takes at most ${UPLOADS_PER_CLIENT} uploads at once from one address, whatever the visitors: one more is 429 with Retry-After`, async () => {
    const ip = someIp();
    const held = await holdUploads(UPLOADS_PER_CLIENT, () => ip);
    assertTooMany(await uploadPhoto(url(), await roomVisitor(url()), ip), /from your address/i);
    assert.equal((await uploadPhoto(url(), await roomVisitor(url()), someIp())).status, 201, 'another address');
    for (const upload of held) upload.finish();
    for (const upload of held) assert.equal((await upload.answer).status, 201);
  });

  it('checks the chat before taking a place: an upload into a closed chat is refused before its image has arrived', async () => {
    const visitor = await roomVisitor(url());
    const closed = await send(url(), { method: 'PUT', path: `/api/chat/close/${visitor.roomId}`, headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(closed.status, 200);
    const upload = await heldUpload(url(), visitor, someIp());
    let answer: RawAnswer | undefined;
    void upload.answer.then((received) => (answer = received), () => undefined);
    const refused = await waitFor(() => answer, 'the refusal while the image is still half-sent');
    assert.equal(refused.status, 409);
    assert.deepEqual(receiving(), []);
    upload.abort();
  });

  it('refuses an upload into a closed chat: 409', async () => {
    const visitor = await roomVisitor(url());
    const closed = await send(url(), { method: 'PUT', path: `/api/chat/close/${visitor.roomId}`, headers: { authorization: `Bearer ${visitor.token}`, 'content-type': 'application/json' }, body: '{}' });
    assert.equal(closed.status, 200);
    const answer = await uploadPhoto(url(), visitor);
    assert.equal(answer.status, 409, answer.text);
    assert.match(answer.json?.error ?? '', /closed/);
    const [row] = await server.running.server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM chat_media WHERE room_id = $1::bigint', [visitor.roomId]);
    assert.equal(row!.count, 0);
  });

  it('refuses to start with an UPLOAD_CONCURRENCY or UPLOAD_TIMEOUT_MS that is not a whole number above zero', () => {
    for (const name of ['UPLOAD_CONCURRENCY', 'UPLOAD_TIMEOUT_MS']) {
      for (const wrong of ['four', '0', '2.5', '-1']) assert.throws(() => loadConfig({ [name]: wrong }), new RegExp(`${name} must be a whole number from 1 to`));
    }
    assert.equal(loadConfig({}).uploadConcurrency, 4);
  });
});

describe('an upload sent too slowly', () => {
  const server = useServer(async () => ({}), { UPLOAD_CONCURRENCY: '1', UPLOAD_TIMEOUT_MS: '1000' });
  const url = () => server.running.url;

  it('has its connection closed after UPLOAD_TIMEOUT_MS, leaving no file and its place free', async () => {
    const upload = await heldUpload(url(), await roomVisitor(url()));
    await waitFor(() => (filesBeingReceived(server.running.dataDir).length === 1 ? true : undefined), 'the upload under way');
    await assert.rejects(upload.answer, /socket hang up|ECONNRESET/);
    await waitFor(() => (filesBeingReceived(server.running.dataDir).length === 0 ? true : undefined), 'the half-received file removed');
    assert.equal((await uploadPhoto(url(), await roomVisitor(url()))).status, 201);
  });
});

it('removes at start what a node stopped in the middle of an upload left behind, and nothing under way', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookcraft-test-'));
  const folder = incomingFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'left-behind.part'), 'half an image');
  const anHourAgo = new Date(Date.now() - 60 * 60_000);
  utimesSync(path.join(folder, 'left-behind.part'), anHourAgo, anHourAgo);
  writeFileSync(path.join(folder, 'under-way.part'), 'half an image');
  const running = await startServer({ UPLOAD_TIMEOUT_MS: String(10 * 60_000) }, dataDir);
  try {
    assert.deepEqual(filesBeingReceived(dataDir), ['under-way.part']);
  } finally {
    await running.stop();
    removeDir(dataDir);
  }
});
