import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { useServer } from './helpers';
import { chatVisitor, staffCookie } from './chatHelpers';

/** A photo as a phone sends it: a JPEG with a camera note in its metadata. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#cc3366' } })
    .jpeg()
    .withExifMerge({ IFD0: { Make: 'SecretCam', ImageDescription: 'at home, 12 Elm St' } })
    .toBuffer();

function upload(url: string, token: string, roomId: string, file: Blob, name = 'photo.jpg') {
  const form = new FormData();
  form.append('roomId', roomId);
  form.append('file', file, name);
  return fetch(`${url}/api/media/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

describe('chat images', () => {
  const server = useServer();
  const url = () => server.running.url;

  it('takes a photo, strips its metadata, and serves it only to the room as image_{id}.jpg', async () => {
    const visitor = await chatVisitor(url());
    const stranger = await chatVisitor(url());
    visitor.socket.close();
    stranger.socket.close();
    const response = await upload(url(), visitor.token, visitor.roomId, new Blob([await photo()], { type: 'image/jpeg' }));
    assert.equal(response.status, 201);
    const { id } = (await response.json()) as { id: string };

    const download = await fetch(`${url()}/api/media/download/${id}`, { headers: { authorization: `Bearer ${visitor.token}` } });
    assert.equal(download.status, 200);
    assert.equal(download.headers.get('content-type'), 'image/jpeg');
    assert.equal(download.headers.get('content-disposition'), `attachment; filename="image_${id}.jpg"`);
    assert.equal(download.headers.get('x-content-type-options'), 'nosniff');
    const bytes = Buffer.from(await download.arrayBuffer());
    assert.equal((await sharp(bytes).metadata()).width, 64);
    assert.equal(bytes.includes(Buffer.from('SecretCam')), false);
    assert.equal(bytes.includes(Buffer.from('12 Elm St')), false);

    const agent = await fetch(`${url()}/api/media/download/${id}`, { headers: { cookie: await staffCookie(url()) } });
    assert.equal(agent.status, 200);
    const other = await fetch(`${url()}/api/media/download/${id}`, { headers: { authorization: `Bearer ${stranger.token}` } });
    assert.equal(other.status, 403);
    assert.equal((await fetch(`${url()}/api/media/download/${id}`)).status, 401);
  });

  it('refuses SVG, HTML and a renamed text file, whatever type they claim: 415', async () => {
    const visitor = await chatVisitor(url());
    visitor.socket.close();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
    for (const [body, type, name] of [
      [svg, 'image/svg+xml', 'cat.svg'],
      ['<html><script>alert(1)</script></html>', 'image/png', 'cat.png'],
      ['just text', 'image/jpeg', 'cat.jpg'],
    ] as const) {
      const response = await upload(url(), visitor.token, visitor.roomId, new Blob([body], { type }), name);
      assert.equal(response.status, 415, name);
    }
  });

  it('refuses an image over 10 MB: 413', async () => {
    const visitor = await chatVisitor(url());
    visitor.socket.close();
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
    huge.set([0xff, 0xd8, 0xff], 0);
    const response = await upload(url(), visitor.token, visitor.roomId, new Blob([huge], { type: 'image/jpeg' }));
    assert.equal(response.status, 413);
  });

  it("refuses an upload into another visitor's room, or with no room: 403 and 400", async () => {
    const visitor = await chatVisitor(url());
    const stranger = await chatVisitor(url());
    visitor.socket.close();
    stranger.socket.close();
    const file = new Blob([await photo()], { type: 'image/jpeg' });
    assert.equal((await upload(url(), stranger.token, visitor.roomId, file)).status, 403);
    const noRoom = await upload(url(), visitor.token, 'kitchen', file);
    assert.equal(noRoom.status, 400);
    assert.ok(((await noRoom.json()) as { fields: Record<string, string> }).fields.roomId);
  });

  it('sends an uploaded image as a message in its room', async () => {
    const visitor = await chatVisitor(url());
    const { id } = (await (await upload(url(), visitor.token, visitor.roomId, new Blob([await photo()], { type: 'image/jpeg' }))).json()) as { id: string };
    const answer = (await visitor.socket.timeout(5_000).emitWithAck('book-craft-message', { roomId: visitor.roomId, clientId: crypto.randomUUID(), content: '', attachmentId: id })) as { message: { attachmentId: string } };
    assert.equal(answer.message.attachmentId, id);
    const forged = (await visitor.socket.timeout(5_000).emitWithAck('book-craft-message', { roomId: visitor.roomId, clientId: crypto.randomUUID(), content: '', attachmentId: crypto.randomUUID() })) as { fields?: Record<string, string> };
    assert.ok(forged.fields?.attachmentId);
    visitor.socket.close();
  });
});
