import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxRoom } from '@bookcraft/shared';
import { STAFF_ID, useConsoleServers, type ConsoleServers } from '../testing/consoleServers';
import { chatMessage, chatRoom, inboxRoom } from '../testing/fixtures';
import { fillPlaceholders } from '../replies/placeholders';
import { AgentConsole } from '../AgentConsole';

// Conversation tools in the console: private notes among the messages, mentions, the `/` saved replies
// combobox (keyboard only, placeholders filled), labels and the label filter.

const harness = useConsoleServers();

const MARIA_ID = '5b0c1d2e-0000-4000-8000-0000000000b0';
const ghostwriting = { id: '7', name: 'Ghostwriting' };
const hotLead = { id: '8', name: 'Hot lead' };
const ada = inboxRoom({
  id: '1',
  visitorName: 'Ada Lovelace',
  lastMessage: chatMessage({ id: '12', roomId: '1', content: 'Can you write my memoir?', createdAt: '2025-05-01T10:05:00.000Z' }),
  labels: [ghostwriting],
});
const bo = inboxRoom({ id: '2', visitorName: 'Bo Reader', lastMessage: chatMessage({ id: '21', roomId: '2', content: 'Prices?', createdAt: '2025-05-01T09:00:00.000Z' }) });
const replies = [
  { id: '1', shortcut: 'welcome', content: 'Hi {visitor_first_name}, I am {agent_first_name}.', shared: true },
  { id: '2', shortcut: 'pricing', content: 'Our plans start at $499, {visitor_name}.', shared: false },
];
const note = (id: string, content: string, createdAt: string) => ({ id, roomId: '1', authorId: null, authorName: 'Maria', content, createdAt, mentions: [] });

function serve(servers: ConsoleServers, rooms: InboxRoom[]) {
  servers.signIn();
  servers.route('GET /api/chat/chat-room/status', { status: 200, body: rooms });
  servers.route('GET /api/staff/labels', { status: 200, body: { labels: [ghostwriting, hotLead] } });
  servers.route('GET /api/staff/mentions', { status: 200, body: { mentions: [] } });
  servers.route('GET /api/staff/saved-replies', { status: 200, body: { replies } });
  for (const room of rooms) {
    const { unread, lastMessage, visitorName, visitorEmail, presence, visitorPage, handover, labels, ...plain } = room;
    const messages = room.id === '1' ? [chatMessage({ id: '11', roomId: '1', content: 'Hello', createdAt: '2025-05-01T10:00:00.000Z' }), lastMessage!] : [];
    servers.route(`GET /api/chat/chat-room/${room.id}`, { status: 200, body: { room: plain, messages, visitorEmailKnown: false } });
    servers.route(`POST /api/chat/chat-room/${room.id}/read`, { status: 200, body: { ok: true } });
    servers.route(`GET /api/chat/chat-room/${room.id}/notes`, { status: 200, body: { notes: room.id === '1' ? [note('5', 'She has a budget', '2025-05-01T10:02:00.000Z')] : [] } });
  }
}

async function openAda(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  return screen.findByRole('log', { name: 'Messages with Ada Lovelace' });
}

describe('saved reply placeholders', () => {
  it('fills the visitor and the member, and says "there" for a visitor with no name', () => {
    expect(fillPlaceholders('Hi {visitor_first_name} ({VISITOR_NAME}), {agent_name} here, {agent_first_name} for short. {unknown}', { visitorName: 'Ada Lovelace', agentName: 'Maria Silva' })).toBe(
      'Hi Ada (Ada Lovelace), Maria Silva here, Maria for short. {unknown}',
    );
    expect(fillPlaceholders('Hi {visitor_first_name}, {visitor_name}', { visitorName: null, agentName: 'Ann' })).toBe('Hi there, there');
  });
});

describe('working a conversation', () => {
  it('shows notes among the messages by time, and writes a note that is never sent as a message', async () => {
    const { servers } = harness;
    serve(servers, [ada]);
    servers.route('POST /api/chat/chat-room/1/notes', { status: 201, body: note('6', 'Ask @Omar for a quote', '2025-05-01T10:06:00.000Z') });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const log = await openAda(user);
    const existing = await within(log).findByRole('note', { name: /^Private note by Maria at / });
    const items = within(log).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([expect.stringContaining('Hello'), expect.stringContaining('She has a budget'), expect.stringContaining('Can you write my memoir?')]);
    expect(existing).toHaveTextContent('She has a budget');

    await user.click(screen.getByRole('radio', { name: 'Note' }));
    await user.type(screen.getByRole('combobox', { name: /^Private note/ }), 'Ask @Omar for a quote{Enter}');
    expect(await within(log).findByText('Ask @Omar for a quote')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/chat/chat-room/1/notes')[0]!.body).toEqual({ content: 'Ask @Omar for a quote' });
    expect(servers.payloadsOf('book-craft-message')).toEqual([]);
  });

  it("goes back to Reply when the conversation changes hands, keeping a note being written in Note, never sending it", async () => {
    const { servers } = harness;
    serve(servers, [{ ...ada, agentId: MARIA_ID, agentName: 'Maria' }]);
    servers.route('POST /api/chat/chat-room/1/notes', { status: 201, body: note('6', 'She wants 9000', '2025-05-01T10:06:00.000Z') });
    const user = userEvent.setup();
    render(<AgentConsole />);
    const log = await openAda(user);
    await screen.findByText('Live');

    await user.type(screen.getByRole('combobox', { name: /^Private note/ }), 'She wants 9000');
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [{ ...ada, agentId: STAFF_ID, agentName: 'Ann' }] });
    servers.emit('chat-room', chatRoom({ id: '1', agentId: STAFF_ID, agentName: 'Ann' }));
    expect(await screen.findByRole('radio', { name: 'Reply' })).toBeChecked();
    const reply = screen.getByRole('combobox', { name: 'Reply to Ada Lovelace' });
    expect(reply).toHaveValue('');
    await user.type(reply, 'I can help with that{Enter}');
    expect(servers.payloadsOf('book-craft-message').map((message) => (message as { content: string }).content)).toEqual(['I can help with that']);

    await user.click(screen.getByRole('radio', { name: 'Note' }));
    expect(screen.getByRole('combobox', { name: /^Private note/ })).toHaveValue('She wants 9000');
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('She wants 9000')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/chat/chat-room/1/notes').map((request) => request.body)).toEqual([{ content: 'She wants 9000' }]);
  });

  it('adds a note once however often Enter is pressed while it is stored', async () => {
    const { servers } = harness;
    serve(servers, [ada]);
    let store = () => undefined as void;
    const stored = new Promise<void>((resolve) => (store = resolve));
    servers.route('POST /api/chat/chat-room/1/notes', async () => {
      await stored;
      return { status: 201, body: note('6', 'Call her back', '2025-05-01T10:06:00.000Z') };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);
    const log = await openAda(user);

    await user.click(screen.getByRole('radio', { name: 'Note' }));
    await user.type(screen.getByRole('combobox', { name: /^Private note/ }), 'Call her back{Enter}');
    await waitFor(() => expect(servers.requestsTo('POST /api/chat/chat-room/1/notes')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Add note' })).toBeDisabled();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    store();

    expect(await within(log).findByText('Call her back')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add note' })).toBeEnabled();
    expect(servers.requestsTo('POST /api/chat/chat-room/1/notes')).toHaveLength(1);
  });

  it('inserts a saved reply with / by keyboard alone, its placeholders filled', async () => {
    serve(harness.servers, [ada]);
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openAda(user);

    const box = screen.getByRole('combobox', { name: 'Reply to Ada Lovelace' });
    await user.type(box, 'Sure! /');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Saved replies' });
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual([expect.stringMatching(/^\/welcome/), expect.stringMatching(/^\/pricing/)]);

    await user.type(box, 'pr');
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Backspace}{Backspace}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', within(list).getByRole('option', { name: /pricing/ }).id);
    await user.keyboard('{ArrowUp}');
    expect(within(list).getByRole('option', { name: /welcome/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(box).toHaveValue('Sure! Hi Ada, I am Ann.');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(harness.servers.payloadsOf('book-craft-message')).toEqual([]);

    await user.type(box, ' /');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers the list again for a `/` typed after one dismissed, and never sends a shortcut that matches no reply', async () => {
    serve(harness.servers, [ada]);
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openAda(user);

    const box = screen.getByRole('combobox', { name: 'Reply to Ada Lovelace' });
    await user.type(box, '/');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Backspace}/pri');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('listbox', { name: 'Saved replies' })).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Our plans start at $499, Ada Lovelace.');

    await user.clear(box);
    await user.type(box, '/nothing-like-it');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('No saved reply has the shortcut /nothing-like-it: nothing was sent.');
    expect(box).toHaveAccessibleDescription(expect.stringContaining('No saved reply has the shortcut /nothing-like-it'));
    expect(box).toHaveValue('/nothing-like-it');
    expect(harness.servers.payloadsOf('book-craft-message')).toEqual([]);
  });

  it('puts a label on the conversation, shows labels in the list, and filters the list by a label', async () => {
    const { servers } = harness;
    serve(servers, [ada, bo]);
    servers.route('POST /api/chat/chat-room/1/labels', { status: 200, body: { labels: [ghostwriting, hotLead] } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await openAda(user);

    const conversations = within(screen.getByRole('region', { name: 'Conversations' }));
    expect(conversations.getByRole('button', { name: /Ada Lovelace/ })).toHaveTextContent('Labels: Ghostwriting');
    await user.click(within(screen.getByRole('group', { name: 'Labels' })).getByRole('checkbox', { name: 'Hot lead' }));
    await waitFor(() => expect(conversations.getByRole('button', { name: /Ada Lovelace/ })).toHaveTextContent('Labels: Ghostwriting, Hot lead'));
    expect(servers.requestsTo('POST /api/chat/chat-room/1/labels')[0]!.body).toEqual({ labelId: '8', on: true });

    await user.selectOptions(conversations.getByRole('combobox', { name: 'Label' }), 'Hot lead');
    expect(conversations.queryByRole('button', { name: /Bo Reader/ })).not.toBeInTheDocument();
    expect(conversations.getByRole('button', { name: /Ada Lovelace/ })).toBeInTheDocument();
    await user.selectOptions(conversations.getByRole('combobox', { name: 'Label' }), 'Any label');
    expect(conversations.getByRole('button', { name: /Bo Reader/ })).toBeInTheDocument();
  });

  it('announces a mention as it arrives, and opens its conversation from the list, marking it read', async () => {
    const { servers } = harness;
    serve(servers, [ada, bo]);
    servers.route('POST /api/staff/mentions/9/read', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await screen.findByRole('button', { name: /Bo Reader/ });
    // The server relays to a console whose socket is connected.
    await screen.findByText('Live');

    servers.emit('note-mention', { noteId: '9', roomId: '1', visitorName: 'Ada Lovelace', authorName: 'Maria', content: '@Ann can you quote?', createdAt: '2025-05-01T10:07:00.000Z', read: false });
    const mentions = within(screen.getByRole('region', { name: /^Mentions/ }));
    expect(await mentions.findByText('Maria mentioned you in a note on the conversation with Ada Lovelace.')).toBeInTheDocument();
    await user.click(mentions.getByRole('button', { name: /Maria on Ada Lovelace.*unread.*can you quote/ }));
    expect(await screen.findByRole('log', { name: 'Messages with Ada Lovelace' })).toBeInTheDocument();
    await waitFor(() => expect(servers.requestsTo('POST /api/staff/mentions/9/read')).toHaveLength(1));
    expect(mentions.getByRole('button', { name: /Maria on Ada Lovelace/ })).not.toHaveTextContent('unread');
  });

  it("opens a mention's conversation by id when it is not in the list (closed, or older)", async () => {
    const { servers } = harness;
    serve(servers, [ada]);
    const closed = chatRoom({ id: '4', status: 'closed' });
    servers.route('GET /api/chat/chat-room/4', { status: 200, body: { room: closed, messages: [chatMessage({ id: '41', roomId: '4', content: 'Thanks, bye' })], visitorEmailKnown: false } });
    servers.route('GET /api/chat/chat-room/4/notes', { status: 200, body: { notes: [] } });
    servers.route('POST /api/chat/chat-room/4/read', { status: 200, body: { ok: true } });
    servers.route('POST /api/staff/mentions/9/read', { status: 200, body: { ok: true } });
    const mention = { noteId: '9', roomId: '4', visitorName: 'Cy Writer', authorName: 'Maria', content: '@Ann she came back', createdAt: '2025-05-01T10:07:00.000Z', read: false };
    servers.route('GET /api/staff/mentions', { status: 200, body: { mentions: [mention] } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const mentions = await screen.findByRole('region', { name: /^Mentions/ });
    await user.click(await within(mentions).findByRole('button', { name: /Maria on Cy Writer/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Cy Writer' });
    expect(within(log).getByText('Thanks, bye')).toBeInTheDocument();
    await waitFor(() => expect(servers.requestsTo('POST /api/staff/mentions/9/read')).toHaveLength(1));
  });
});
