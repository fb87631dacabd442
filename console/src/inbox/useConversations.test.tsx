import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsoleServers } from '../testing/consoleServers';
import { chatMessage, inboxRoom } from '../testing/fixtures';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

const ada = inboxRoom({ id: '1', visitorName: 'Ada Visitor', lastMessage: chatMessage({ id: '12', roomId: '1', content: 'Is anyone there?' }) });

describe("the agent's replies across a lost connection", () => {
  it('sends a reply again, with the same client id, when the connection dropped before its acknowledgement', async () => {
    const { servers } = harness;
    servers.signIn();
    servers.route('GET /api/chat/chat-room/status', { status: 200, body: [ada] });
    const { unread, lastMessage, visitorName, visitorEmail, presence, visitorPage, handover, labels, ...room } = ada;
    servers.route('GET /api/chat/chat-room/1', { status: 200, body: { room, messages: [lastMessage], visitorEmailKnown: false } });
    servers.route('POST /api/chat/chat-room/1/read', { status: 200, body: { ok: true } });
    const user = userEvent.setup();
    render(<AgentConsole />);
    await user.click(await screen.findByRole('button', { name: /Ada Visitor/ }));
    const log = await screen.findByRole('log', { name: 'Messages with Ada Visitor' });
    await within(log).findByText('Is anyone there?');

    servers.acks.hold();
    await user.type(screen.getByLabelText('Reply to Ada Visitor'), 'Yes, we can help.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(servers.payloadsOf('book-craft-message')).toHaveLength(1));

    // The server goes away before acknowledging: the reply is still on its way, not failed.
    servers.disconnectAll();
    await waitFor(() => expect(servers.payloadsOf('book-craft-message')).toHaveLength(2));
    const [first, again] = servers.payloadsOf('book-craft-message') as { clientId: string }[];
    expect(again!.clientId).toBe(first!.clientId);
    expect(screen.queryByText('No answer from the server.')).not.toBeInTheDocument();

    servers.acks.release();
    const reply = () => within(log).getAllByRole('listitem').find((item) => item.textContent?.includes('Yes, we can help.'))!;
    await waitFor(() => expect(reply()).toHaveTextContent('Delivered'));
    expect(within(log).getAllByText('Yes, we can help.')).toHaveLength(1);
  });
});
