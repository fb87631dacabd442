import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxRoom, StoredChatMessage } from '@bookcraft/shared';
import { STAFF_ID, useConsoleServers, type ConsoleServers } from '../testing/consoleServers';
import { chatMessage, chatRoom, inboxRoom } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const ada = inboxRoom({
  id: '1',
  visitorName: 'Ada Visitor',
  unread: 2,
  lastMessage: chatMessage({ id: '12', roomId: '1', content: 'Is anyone there?', createdAt: '2025-05-01T10:05:00.000Z' }),
});
const bo = inboxRoom({
  id: '2',
  visitorName: 'Bo Reader',
  escalated: true,
  escalatedAt: '2025-05-01T09:01:00.000Z',
  agentId: '5b0c1d2e-0000-4000-8000-0000000000b0',
  agentName: 'Bo',
  unread: 1,
  lastMessage: chatMessage({ id: '21', roomId: '2', content: 'I need a person', createdAt: '2025-05-01T09:00:00.000Z' }),
});
const cy = inboxRoom({
  id: '3',
  visitorName: 'Cy Writer',
  lastMessage: chatMessage({ id: '31', roomId: '3', content: 'Thanks!', createdAt: '2025-05-01T08:00:00.000Z' }),
});
const adaHistory = [
  chatMessage({ id: '11', roomId: '1', content: 'Hello, I wrote a novel.', createdAt: '2025-05-01T10:00:00.000Z' }),
  chatMessage({ id: '12', roomId: '1', content: 'Is anyone there?', createdAt: '2025-05-01T10:05:00.000Z' }),
];

/** The inbox lists `rooms` and each room answers with its history and to being marked read. */
function serveInbox(servers: ConsoleServers, rooms: InboxRoom[], histories: Record<string, StoredChatMessage[]> = {}) {
  servers.signIn();
  servers.route('GET /api/chat/chat-room/status', { status: 200, body: rooms });
  for (const room of rooms) {
    const { unread, lastMessage, visitorName, visitorEmail, presence, visitorPage, handover, labels, ...plain } = room;
    servers.route(`GET /api/chat/chat-room/${room.id}`, { status: 200, body: { room: plain, messages: histories[room.id] ?? [], visitorEmailKnown: visitorEmail !== null } });
    servers.route(`POST /api/chat/chat-room/${room.id}/read`, { status: 200, body: { ok: true } });
  }
}

const conversations = () => within(screen.getByRole('region', { name: 'Conversations' }));
const roomButtons = () => conversations().getAllByRole('button');
const roomButton = (name: string) => conversations().getByRole('button', { name: new RegExp(name) });
const messageItem = (log: HTMLElement, text: string) => within(log).getAllByRole('listitem').find((item) => item.textContent?.includes(text))!;

async function openRoom(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('log', { name: `Messages with ${name}` });
}

describe('inbox', () => {
  it('lists the conversations escalated first, marked, with who took them and their unread counts', async () => {
    serveInbox(harness.servers, [ada, cy, bo]);
    render(<AgentConsole />);

    await screen.findByRole('button', { name: /Ada Visitor/ });
    expect(roomButtons().map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Bo Reader.*Escalated.*1 unread.*I need a person.*Taken by Bo$/),
      expect.stringMatching(/^Ada Visitor.*2 unread.*Is anyone there\?.*Not taken yet$/),
      expect.stringMatching(/^Cy Writer.*Thanks!/),
    ]);
    expect(roomButton('Cy Writer')).not.toHaveTextContent(/unread|Escalated/);
    expect(screen.getByRole('tab', { name: 'Inbox 3 unread' })).toBeInTheDocument();
  });

  it('opens a conversation: shows its messages and marks it read', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada, bo], { 1: adaHistory });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const log = await openRoom(user, 'Ada Visitor');
    expect(await within(log).findByText('Hello, I wrote a novel.')).toBeInTheDocument();
    expect(within(log).getByText('Is anyone there?')).toBeInTheDocument();
    expect(roomButton('Ada Visitor')).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(roomButton('Ada Visitor')).not.toHaveTextContent('unread'));
    expect(servers.requestsTo('POST /api/chat/chat-room/1/read')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download transcript' })).toHaveAttribute('href', `${servers.apiUrl}/api/chat/transcript/1`);
  });

  it('shows a reply as pending until the server acknowledges it, then as delivered', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada], { 1: adaHistory });
    const user = userEvent.setup();
    render(<AgentConsole />);
    const log = await openRoom(user, 'Ada Visitor');
    await within(log).findByText('Is anyone there?');

    servers.acks.hold();
    await user.type(screen.getByLabelText('Reply to Ada Visitor'), 'Yes, we can help.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await within(log).findByText('Yes, we can help.')).toBeInTheDocument();
    expect(messageItem(log, 'Yes, we can help.')).toHaveTextContent('Sending…');
    expect(screen.getByLabelText('Reply to Ada Visitor')).toHaveValue('');
    await waitFor(() => expect(servers.payloadsOf('book-craft-message')).toHaveLength(1));
    expect(servers.payloadsOf('book-craft-message')[0]).toEqual({
      roomId: '1',
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content: 'Yes, we can help.',
      senderRole: 'agent',
    });

    servers.acks.release();
    await waitFor(() => expect(messageItem(log, 'Yes, we can help.')).toHaveTextContent('Delivered'));
    expect(messageItem(log, 'Yes, we can help.')).not.toHaveTextContent('Sending…');
    expect(within(log).getAllByText('Yes, we can help.')).toHaveLength(1);
  });

  it('shows "Visitor is typing…" while the visitor types, and tells the visitor when the agent types', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada], { 1: adaHistory });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openRoom(user, 'Ada Visitor');

    servers.emit('typing', { roomId: '1', senderRole: 'visitor', typing: true });
    expect(await screen.findByText('Visitor is typing…')).toBeInTheDocument();
    servers.emit('typing', { roomId: '1', senderRole: 'visitor', typing: false });
    await waitFor(() => expect(screen.queryByText('Visitor is typing…')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Reply to Ada Visitor'), 'One moment');
    await waitFor(() => expect(servers.payloadsOf('typing')).toEqual([{ roomId: '1', senderRole: 'agent', typing: true }]));
  });

  it('moves a conversation escalated live to the top, marks it and raises the title badge', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada, cy], { 3: [] });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await screen.findByRole('button', { name: /Cy Writer/ });
    expect(roomButtons()[0]).toHaveTextContent('Ada Visitor');
    expect(document.title).toBe('Agent console');
    // The server relays to a console whose socket is connected (its handshake checked).
    await screen.findByText('Live');

    servers.emit('chat-room', chatRoom({ id: '3', escalated: true, escalatedAt: '2025-05-01T10:10:00.000Z' }));

    await waitFor(() => expect(roomButtons()[0]).toHaveTextContent(/^Cy Writer.*Escalated/));
    expect(document.title).toBe('(1) Agent console');

    await user.click(roomButton('Cy Writer'));
    await waitFor(() => expect(document.title).toBe('Agent console'));
  });

  it('lists a new conversation when its first message arrives, and raises the title badge', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada]);
    render(<AgentConsole />);
    await screen.findByRole('button', { name: /Ada Visitor/ });
    await screen.findByText('Live');

    const first = chatMessage({ id: '41', roomId: '4', content: 'Hi, do you edit memoirs?', createdAt: '2025-05-01T11:00:00.000Z' });
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [inboxRoom({ id: '4', visitorName: 'Dee New', unread: 1, lastMessage: first }), ada] });
    servers.emit('book-craft-message', first);

    expect(await screen.findByRole('button', { name: /Dee New/ })).toHaveTextContent('1 unread');
    expect(document.title).toBe('(1) Agent console');
  });

  it('adds live messages to the open conversation and counts them as unread in the others', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada, bo], { 1: adaHistory });
    const user = userEvent.setup();
    render(<AgentConsole />);
    const log = await openRoom(user, 'Ada Visitor');
    await within(log).findByText('Is anyone there?');
    await waitFor(() => expect(servers.requestsTo('POST /api/chat/chat-room/1/read')).toHaveLength(1));

    servers.emit('book-craft-message', chatMessage({ id: '13', roomId: '1', content: 'My book is a thriller.', createdAt: '2025-05-01T10:06:00.000Z' }));
    servers.emit('book-craft-message', chatMessage({ id: '22', roomId: '2', content: 'Hello?', createdAt: '2025-05-01T10:07:00.000Z' }));

    expect(await within(log).findByText('My book is a thriller.')).toBeInTheDocument();
    await waitFor(() => expect(roomButton('Bo Reader')).toHaveTextContent('2 unread'));
    expect(roomButton('Bo Reader')).toHaveTextContent('Hello?');
    await waitFor(() => expect(servers.requestsTo('POST /api/chat/chat-room/1/read')).toHaveLength(2));
    expect(roomButton('Ada Visitor')).not.toHaveTextContent('unread');
  });

  it('shows a message written as HTML as text', async () => {
    const markup = '<img src="x" onerror="alert(1)"><b>bold</b>';
    serveInbox(harness.servers, [ada], { 1: [chatMessage({ id: '11', roomId: '1', content: markup })] });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const log = await openRoom(user, 'Ada Visitor');
    expect(await within(log).findByText(markup)).toBeInTheDocument();
    expect(within(log).queryByRole('img')).not.toBeInTheDocument();
    expect(log.querySelector('b')).toBeNull();
  });

  it('sends an image: uploads it, then sends a message naming the upload', async () => {
    const { servers } = harness;
    serveInbox(servers, [ada], { 1: adaHistory });
    const uploadId = '0b5e3c2a-8f1d-4c6e-9a7b-2d4f6e8a0c1e';
    servers.route('POST /api/media/upload', { status: 201, body: { id: uploadId } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openRoom(user, 'Ada Visitor');

    await user.upload(screen.getByLabelText('Send an image'), new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'cover.jpg', { type: 'image/jpeg' }));

    await waitFor(() => expect(servers.payloadsOf('book-craft-message')).toHaveLength(1));
    expect(servers.payloadsOf('book-craft-message')[0]).toMatchObject({ roomId: '1', content: '', senderRole: 'agent', attachmentId: uploadId });
    const [upload] = servers.requestsTo('POST /api/media/upload');
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.body).toEqual(expect.stringContaining('name="roomId"\r\n\r\n1\r\n'));
    expect(upload!.body).toEqual(expect.stringContaining('filename="cover.jpg"'));
  });

  it('closes a conversation: the reply box gives way to a closed notice', async () => {
    const { servers } = harness;
    serveInbox(servers, [{ ...ada, agentId: STAFF_ID, agentName: 'Ann' }], { 1: adaHistory });
    servers.route('PUT /api/chat/close/1', { status: 200, body: chatRoom({ id: '1', status: 'closed', agentId: STAFF_ID, agentName: 'Ann' }) });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openRoom(user, 'Ada Visitor');

    await user.click(screen.getByRole('button', { name: 'Close conversation' }));

    expect(await screen.findByText('This conversation is closed.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Reply to Ada Visitor')).not.toBeInTheDocument();
    expect(roomButton('Ada Visitor')).toHaveTextContent('Closed · Taken by you');
  });

  it("offers no Close on another member's conversation, nor on one nobody has: its assignee or an admin closes it", async () => {
    serveInbox(harness.servers, [{ ...ada, agentId: 'b0b0b0b0-0000-4000-8000-000000000001', agentName: 'Omar' }], { 1: adaHistory });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openRoom(user, 'Ada Visitor');
    expect(screen.getByText('Assigned to Omar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).not.toBeInTheDocument();
  });

  it('lets the agent mute the sound, and remembers it', async () => {
    serveInbox(harness.servers, [ada]);
    const user = userEvent.setup();
    const { unmount } = render(<AgentConsole />);

    const sound = await screen.findByRole('switch', { name: 'Sound alerts' });
    expect(sound).toBeChecked();
    await user.click(sound);
    expect(sound).not.toBeChecked();
    unmount();

    render(<AgentConsole />);
    expect(await screen.findByRole('switch', { name: 'Sound alerts' })).not.toBeChecked();
  });
});
