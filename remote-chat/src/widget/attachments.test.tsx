import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openChat, renderChat, thread } from './testing/renderChat';
import { startVisitorSession, useChatServer, VISITOR_TOKEN } from './testing/chatTestServer';

const chat = useChatServer();

// jsdom has no object URLs and cannot save files: the browser's part is stood in for, and recorded.
const downloads: string[] = [];
beforeAll(() => {
  URL.createObjectURL = () => 'blob:http://localhost/image';
  URL.revokeObjectURL = () => undefined;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
beforeEach(() => (downloads.length = 0));
afterAll(() => jest.restoreAllMocks());

const photo = (size = 1_000, type = 'image/png') => new File([new Uint8Array(size)], 'cover.png', { type });
const sentMessages = () => chat.server.payloadsOf('book-craft-message') as { roomId: string; clientId: string; content: string; attachmentId?: string }[];

describe('images in the chat', () => {
  it('uploads an attached image for the room, sends it as a message and shows it with a download', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.upload(screen.getByLabelText('Attach an image'), photo());

    await waitFor(() => expect(sentMessages()).toHaveLength(1));
    const [upload] = chat.server.requestsTo('POST', /^\/api\/media\/upload$/);
    expect(upload!.headers.authorization).toBe(`Bearer ${VISITOR_TOKEN}`);
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.body).toMatch(new RegExp(`name="roomId"\\r\\n\\r\\n${session.roomId}\\r\\n`));
    expect(upload!.body).toMatch(/name="file"; filename="cover.png"/);
    expect(sentMessages()[0]).toEqual({ roomId: session.roomId, clientId: expect.any(String), content: '', attachmentId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const image = await within(thread()).findByRole('img', { name: 'Image you sent' });
    expect(image).toHaveAttribute('src', 'blob:http://localhost/image');
    const attachmentId = sentMessages()[0]!.attachmentId!;
    const [download] = chat.server.requestsTo('GET', /^\/api\/media\/download\//);
    expect(download!.path).toBe(`/api/media/download/${attachmentId}`);
    expect(download!.headers.authorization).toBe(`Bearer ${VISITOR_TOKEN}`);

    await user.click(within(thread()).getByRole('button', { name: 'Download image' }));
    expect(downloads).toEqual([`image_${attachmentId}.jpg`]);
  });

  it('sends an image pasted into the message box', async () => {
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    const messageBox = await openChat(user);
    fireEvent.paste(messageBox, { clipboardData: { files: [photo()] } });
    await waitFor(() => expect(sentMessages()).toHaveLength(1));
    expect(chat.server.requestsTo('POST', /^\/api\/media\/upload$/)).toHaveLength(1);
  });

  it('refuses an image over 10 MB before uploading it', async () => {
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.upload(screen.getByLabelText('Attach an image'), photo(10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('That image is too large: 10 MB at most.');
    expect(chat.server.requestsTo('POST', /^\/api\/media\/upload$/)).toHaveLength(0);
  });

  it('says what went wrong when the server refuses the file', async () => {
    chat.server.answer('POST', /^\/api\/media\/upload$/, () => ({ status: 415, body: { error: 'Not an image' } }));
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.upload(screen.getByLabelText('Attach an image'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPEG, PNG, GIF or WebP images can be sent.');
    expect(sentMessages()).toHaveLength(0);
  });

  it('leaves an image that cannot be fetched out, silently', async () => {
    chat.server.answer('GET', /^\/api\/media\/download\//, () => ({ status: 404, body: { error: 'Not found' } }));
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.emit('book-craft-message', { ...chat.server.say(session.roomId, 'Here is the proof', { relay: false }), attachmentId: '0b5f3c1e-7a2d-4c4e-9f1a-2b3c4d5e6f70' });
    await within(thread()).findByText('Here is the proof');
    await waitFor(() => expect(chat.server.requestsTo('GET', /^\/api\/media\/download\//)).toHaveLength(1));
    expect(within(thread()).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the transcript', () => {
  it('downloads the conversation as a file', async () => {
    const session = await startVisitorSession(chat.server);
    chat.server.say(session.roomId, 'Welcome back', { relay: false });
    const { user } = renderChat();
    await openChat(user);
    await user.click(await screen.findByRole('button', { name: 'Download transcript' }));
    await waitFor(() => expect(downloads).toEqual([`chat-${session.roomId}.txt`]));
    expect(chat.server.requestsTo('GET', /^\/api\/chat\/transcript\//)[0]!.headers.authorization).toBe(`Bearer ${VISITOR_TOKEN}`);
  });
});
