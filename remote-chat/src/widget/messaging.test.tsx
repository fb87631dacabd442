import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import type { StoredChatMessage } from '@bookcraft/shared';
import { openChat, renderChat, thread } from './testing/renderChat';
import { startVisitorSession, useChatServer, VISITOR_TOKEN } from './testing/chatTestServer';

const chat = useChatServer();

const sentMessages = () => chat.server.payloadsOf('book-craft-message') as { roomId: string; clientId: string; content: string }[];
const threadLines = () => within(thread()).queryAllByRole('listitem').map((item) => item.textContent);
const occurrences = (text: string) => within(thread()).queryAllByText(text).length;

describe('sending a message', () => {
  it('shows it at once as sending, and as delivered once the server acknowledges it', async () => {
    chat.server.acks.mode('hold');
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.type(await openChat(user), 'Hello there{Enter}');

    const line = await within(thread()).findByRole('listitem');
    expect(line).toHaveTextContent('Hello there');
    expect(line).toHaveTextContent('Sending…');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await waitFor(() => expect(sentMessages()).toHaveLength(1));
    expect(sentMessages()[0]).toEqual({ roomId: session.roomId, clientId: expect.stringMatching(/^[0-9a-f-]{36}$/), content: 'Hello there' });

    chat.server.acks.release();
    await waitFor(() => expect(line).not.toHaveTextContent('Sending…'));
    expect(occurrences('Hello there')).toBe(1);
  });

  it('replaces the sending message with the stored one relayed by the server, by client id, without a duplicate', async () => {
    chat.server.acks.mode('hold');
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.type(await openChat(user), 'Only once{Enter}');
    await waitFor(() => expect(chat.server.messages).toHaveLength(1));

    chat.server.emit('book-craft-message', chat.server.messages[0]);
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    chat.server.acks.release();
    chat.server.say(session.roomId, 'Got it');
    await within(thread()).findByText('Got it');
    expect(occurrences('Only once')).toBe(1);
  });

  it('shows message content as text, never as HTML', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.type(await openChat(user), '<b>bold</b>{Enter}');
    chat.server.say(session.roomId, '<img src=x onerror="document.title=\'hacked\'">');

    expect(await within(thread()).findByText('<img src=x onerror="document.title=\'hacked\'">')).toBeInTheDocument();
    expect(within(thread()).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(within(thread()).queryByRole('img')).not.toBeInTheDocument();
    expect(document.title).not.toBe('hacked');
  });
});

describe("a member's links", () => {
  it("makes the site's own paths and addresses links, and leaves an address elsewhere as text", async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    const site = new URL(chat.server.url).origin;
    chat.server.say(session.roomId, `Choose a time for your free call here: /contact#pick-a-time. Prices: ${site}/pricing, not https://elsewhere.example/pricing`);

    const link = await within(thread()).findByRole('link', { name: '/contact#pick-a-time' });
    expect(link).toHaveAttribute('href', `${site}/contact#pick-a-time`);
    expect(within(thread()).getByRole('link', { name: `${site}/pricing` })).toHaveAttribute('href', `${site}/pricing`);
    expect(within(thread()).getAllByRole('link')).toHaveLength(2);
    expect(within(thread()).getByText(/not https:\/\/elsewhere\.example\/pricing$/)).toBeInTheDocument();
  });
});

describe('the conversation so far', () => {
  it('is loaded from the server on open, oldest first, with system lines as notes', async () => {
    const session = await startVisitorSession(chat.server);
    chat.server.storeVisitorMessage(session.roomId, 'I need an editor');
    chat.server.say(session.roomId, 'Anna joined the conversation', { role: 'system', relay: false });
    chat.server.say(session.roomId, 'Happy to help', { relay: false });
    const { user } = renderChat();
    await openChat(user);

    await waitFor(() => expect(threadLines()).toHaveLength(3));
    expect(threadLines()[0]).toContain('You');
    expect(threadLines()[0]).toContain('I need an editor');
    expect(threadLines()[1]).toBe('Anna joined the conversation');
    expect(threadLines()[2]).toContain('Anna');
    expect(threadLines()[2]).toContain('Happy to help');
    const [history] = chat.server.requestsTo('GET', /^\/api\/chat\/chat-room\//);
    expect(history!.path).toBe(`/api/chat/chat-room/${session.roomId}`);
    expect(history!.headers.authorization).toBe(`Bearer ${VISITOR_TOKEN}`);
  });

  it('after a reconnect, asks for what came after the newest message it holds and merges it by id', async () => {
    const session = await startVisitorSession(chat.server);
    const seen = chat.server.say(session.roomId, 'Before the drop', { relay: false });
    const { user } = renderChat();
    await openChat(user);
    await within(thread()).findByText('Before the drop');

    chat.server.dropConnections();
    chat.server.say(session.roomId, 'While you were away', { relay: false });
    expect(await within(thread()).findByText('While you were away')).toBeInTheDocument();
    expect(chat.server.requestsTo('GET', /\?after=/).map((request) => request.path)).toContain(`/api/chat/chat-room/${session.roomId}?after=${seen.id}`);
    expect(occurrences('Before the drop')).toBe(1);
  });
});

describe('nothing the visitor wrote is lost', () => {
  it('resends an unacknowledged message with the same client id after a reconnect, and shows it once', async () => {
    chat.server.acks.mode('ignore');
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.type(await openChat(user), 'Are you there?{Enter}');
    await waitFor(() => expect(sentMessages()).toHaveLength(1));
    expect(screen.getByText('Sending…')).toBeInTheDocument();

    chat.server.acks.mode('answer');
    chat.server.dropConnections();
    await waitFor(() => expect(sentMessages()).toHaveLength(2));
    expect(sentMessages()[1]!.clientId).toBe(sentMessages()[0]!.clientId);
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(chat.server.messages).toHaveLength(1);
    expect(occurrences('Are you there?')).toBe(1);
  });

  it('shows a message stored before its acknowledgement was lost once, whether the history or the resend brings it back', async () => {
    chat.server.acks.mode('hold');
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.type(await openChat(user), 'Stored, not acknowledged{Enter}');
    await waitFor(() => expect(chat.server.messages).toHaveLength(1));

    chat.server.acks.mode('answer');
    chat.server.dropConnections();
    // The history is asked for again after the reconnect (all of it: the thread held nothing stored).
    await waitFor(() => expect(chat.server.requestsTo('GET', /^\/api\/chat\/chat-room\//)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(occurrences('Stored, not acknowledged')).toBe(1);
    expect(chat.server.messages).toHaveLength(1);
  });

  it('keeps an unsent message across a reload and sends it when the chat is back', async () => {
    chat.server.acks.mode('ignore');
    const first = await startVisitorSession(chat.server);
    const page = renderChat();
    await page.user.type(await openChat(page.user), 'Written before the reload{Enter}');
    await waitFor(() => expect(sentMessages()).toHaveLength(1));
    page.unmount();
    first.socket.disconnect();

    chat.server.acks.mode('answer');
    await act(() => startVisitorSession(chat.server, first.roomId));
    const reloaded = renderChat();
    await openChat(reloaded.user);
    expect(within(thread()).getByText('Written before the reload')).toBeInTheDocument();
    await waitFor(() => expect(chat.server.messages.map((message: StoredChatMessage) => message.content)).toEqual(['Written before the reload']));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(occurrences('Written before the reload')).toBe(1);
  });
});

describe('typing', () => {
  it('shows when an agent is typing, and stops showing it when they stop', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.emit('typing', { roomId: session.roomId, senderRole: 'agent', typing: true });
    expect(await screen.findByText('Agent is typing…')).toBeInTheDocument();
    chat.server.emit('typing', { roomId: session.roomId, senderRole: 'agent', typing: false });
    await waitFor(() => expect(screen.queryByText('Agent is typing…')).not.toBeInTheDocument());
  });

  it('tells the server once when the visitor starts typing, and when they send', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.type(await openChat(user), 'Hel');
    await waitFor(() => expect(chat.server.payloadsOf('typing')).toEqual([{ roomId: session.roomId, senderRole: 'visitor', typing: true }]));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'lo{Enter}');
    await waitFor(() => expect(chat.server.payloadsOf('typing')).toHaveLength(2));
    expect(chat.server.payloadsOf('typing')[1]).toEqual({ roomId: session.roomId, senderRole: 'visitor', typing: false });
  });
});
