import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxRoom } from '@bookcraft/shared';
import { STAFF_ID, useConsoleServers, type ConsoleServers } from '../testing/consoleServers';
import { chatRoom, inboxRoom } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const MARIA_ID = '5b0c1d2e-0000-4000-8000-0000000000b0';
const OLA_ID = '5b0c1d2e-0000-4000-8000-0000000000c0';

const mine = inboxRoom({ id: '1', visitorName: 'Ada Visitor', agentId: STAFF_ID, agentName: 'Ann' });
const unassigned = inboxRoom({ id: '2', visitorName: 'Bo Reader' });
const marias = inboxRoom({ id: '3', visitorName: 'Cy Writer', agentId: MARIA_ID, agentName: 'Maria' });

const { unread: _unread, lastMessage: _last, visitorName: _name, visitorEmail: _email, presence: _presence, visitorPage: _page, handover: _handover, labels: _labels, ...plainMine } = mine;

/** The inbox lists `rooms` (the answer can change between calls), each with an empty history. */
function serveInbox(servers: ConsoleServers, rooms: () => InboxRoom[], role: 'admin' | 'agent' = 'agent') {
  servers.signIn(undefined, { role });
  servers.route('GET /api/chat/chat-room/status', () => ({ status: 200, body: rooms() }));
  for (const room of [mine, unassigned, marias]) {
    const { unread, lastMessage, visitorName, visitorEmail, presence, visitorPage, handover, labels, ...plain } = room;
    servers.route(`GET /api/chat/chat-room/${room.id}`, { status: 200, body: { room: plain, messages: [], visitorEmailKnown: false } });
    servers.route(`POST /api/chat/chat-room/${room.id}/read`, { status: 200, body: { ok: true } });
  }
  servers.route('GET /api/staff/members', {
    status: 200,
    body: {
      members: [
        { id: STAFF_ID, name: 'Ann', availability: 'available' },
        { id: MARIA_ID, name: 'Maria', availability: 'available' },
        { id: OLA_ID, name: 'Ola', availability: 'away' },
      ],
    },
  });
}

const conversations = () => within(screen.getByRole('region', { name: 'Conversations' }));
const listedVisitors = () =>
  conversations()
    .getAllByRole('button')
    .map((button) => button.textContent?.split(/Escalated|No messages/)[0]);

async function openRoom(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(name) }));
  return screen.findByRole('region', { name: new RegExp(`^${name}`) });
}

describe('assignment in the inbox', () => {
  it('shows all conversations at first, and filters them to mine or the unassigned ones', async () => {
    serveInbox(harness.servers, () => [mine, unassigned, marias]);
    const user = userEvent.setup();
    render(<AgentConsole />);

    const filter = await screen.findByRole('group', { name: 'Show conversations' });
    await conversations().findByRole('button', { name: /Ada Visitor/ });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(listedVisitors()).toEqual(['Ada Visitor', 'Bo Reader', 'Cy Writer']);

    await user.click(within(filter).getByRole('radio', { name: 'Mine' }));
    expect(listedVisitors()).toEqual(['Ada Visitor']);
    await user.click(within(filter).getByRole('radio', { name: 'Unassigned' }));
    expect(listedVisitors()).toEqual(['Bo Reader']);
  });

  it('takes an unassigned conversation, and the list follows', async () => {
    const { servers } = harness;
    let taken = false;
    const takenRoom = { ...unassigned, agentId: STAFF_ID, agentName: 'Ann' };
    serveInbox(servers, () => [mine, taken ? takenRoom : unassigned, marias]);
    servers.route('POST /api/chat/chat-room/2/take', () => {
      taken = true;
      const { unread, lastMessage, visitorName, visitorEmail, presence, visitorPage, handover, labels, ...plain } = takenRoom;
      return { status: 200, body: plain };
    });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Bo Reader');
    await user.click(within(thread).getByRole('button', { name: 'Take' }));
    expect(await screen.findByText('You took the conversation.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/chat/chat-room/2/take')).toHaveLength(1);
    expect(within(thread).queryByRole('button', { name: 'Take' })).not.toBeInTheDocument();
    expect(within(thread).getByRole('combobox', { name: 'Reply to Bo Reader' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    expect(listedVisitors()).toEqual(['Ada Visitor', 'Bo Reader']);
  });

  it('says so when another member took the conversation first (409)', async () => {
    const { servers } = harness;
    serveInbox(servers, () => [mine, unassigned, marias]);
    servers.route('POST /api/chat/chat-room/2/take', { status: 409, body: { error: 'Maria has this conversation' } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Bo Reader');
    await user.click(within(thread).getByRole('button', { name: 'Take' }));
    expect(await within(thread).findByRole('alert')).toHaveTextContent('Maria has this conversation');
  });

  it('transfers my conversation with a note to another active member', async () => {
    const { servers } = harness;
    serveInbox(servers, () => [mine, unassigned, marias]);
    servers.route('POST /api/chat/chat-room/1/transfer', { status: 200, body: { ...plainMine, agentId: OLA_ID, agentName: 'Ola' } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Ada Visitor');
    const to = within(thread).getByRole('combobox', { name: 'Transfer to' });
    await waitFor(() => expect(within(to).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a member', 'Maria', 'Ola (away)']));
    await user.selectOptions(to, 'Ola (away)');
    await user.type(within(thread).getByRole('textbox', { name: 'Note for the next member (visitors never see it)' }), 'Wants a quote for 80,000 words');
    await user.click(within(thread).getByRole('button', { name: 'Transfer' }));

    expect(await screen.findByText('Transferred to Ola.')).toBeInTheDocument();
    expect(servers.requestsTo('POST /api/chat/chat-room/1/transfer').map((request) => request.body)).toEqual([{ to: OLA_ID, note: 'Wants a quote for 80,000 words' }]);
    expect(within(thread).getByText('Assigned to Ola')).toBeInTheDocument();
    expect(within(thread).queryByRole('combobox', { name: 'Reply to Ada Visitor' })).not.toBeInTheDocument();
  });

  it('says "Transferred to" only while the conversation is where my transfer left it', async () => {
    const { servers } = harness;
    serveInbox(servers, () => [mine, unassigned, marias]);
    servers.route('POST /api/chat/chat-room/1/transfer', { status: 200, body: { ...plainMine, agentId: OLA_ID, agentName: 'Ola' } });
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Ada Visitor');
    const to = within(thread).getByRole('combobox', { name: 'Transfer to' });
    await waitFor(() => expect(within(to).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(to, 'Ola (away)');
    await user.click(within(thread).getByRole('button', { name: 'Transfer' }));
    expect(await within(thread).findByText('Transferred to Ola.')).toBeInTheDocument();

    // Ola hands it back, and it is closed: the line about my transfer is history, not news.
    servers.emit('chat-room', chatRoom({ id: '1', agentId: STAFF_ID, agentName: 'Ann' }));
    expect(await within(thread).findByText(/Taken by you/)).toBeInTheDocument();
    expect(within(thread).queryByText('Transferred to Ola.')).not.toBeInTheDocument();
    servers.emit('chat-room', chatRoom({ id: '1', agentId: STAFF_ID, agentName: 'Ann', status: 'closed' }));
    expect(await within(thread).findByText(/· Closed ·/)).toBeInTheDocument();
    expect(within(thread).queryByText('Transferred to Ola.')).not.toBeInTheDocument();
  });

  it("shows staff the handover note, and another member's conversation as assigned instead of the reply box", async () => {
    const handedOver = { ...marias, handover: { from: 'Ann', note: 'Asked about audiobooks' } };
    serveInbox(harness.servers, () => [mine, unassigned, handedOver]);
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Cy Writer');
    expect(within(thread).getByText('Transferred by Ann: Asked about audiobooks')).toBeInTheDocument();
    expect(within(thread).getByText('Assigned to Maria')).toBeInTheDocument();
    expect(within(thread).queryByRole('combobox', { name: /Reply to/ })).not.toBeInTheDocument();
    expect(within(thread).queryByRole('combobox', { name: 'Transfer to' })).not.toBeInTheDocument();
  });

  it("lets an admin transfer another member's conversation", async () => {
    serveInbox(harness.servers, () => [mine, unassigned, marias], 'admin');
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Cy Writer');
    const to = within(thread).getByRole('combobox', { name: 'Transfer to' });
    await waitFor(() => expect(within(to).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a member', 'Ann', 'Ola (away)']));
  });

  it('fetches the list again when a room changes hands live, for its handover note', async () => {
    const { servers } = harness;
    let handedOver = false;
    const toMe = { ...marias, agentId: STAFF_ID, agentName: 'Ann', handover: { from: 'Maria', note: 'Needs a cover designer' } };
    serveInbox(servers, () => [mine, unassigned, handedOver ? toMe : marias]);
    const user = userEvent.setup();
    render(<AgentConsole />);

    const thread = await openRoom(user, 'Cy Writer');
    handedOver = true;
    servers.emit('chat-room', chatRoom({ id: '3', agentId: STAFF_ID, agentName: 'Ann' }));
    expect(await within(thread).findByText('Transferred by Maria: Needs a cover designer')).toBeInTheDocument();
    // Mine now: the box is back to Reply, so my next answer reaches the visitor (see ConversationTools.test.tsx).
    expect(within(thread).getByRole('radio', { name: 'Reply' })).toBeChecked();
    expect(within(thread).getByRole('combobox', { name: 'Reply to Cy Writer' })).toBeInTheDocument();
  });
});
