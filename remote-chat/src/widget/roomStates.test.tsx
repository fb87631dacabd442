import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@bookcraft/shared';
import { openChat, renderChat } from './testing/renderChat';
import { startVisitorSession, useChatServer, VISITOR_ID, VISITOR_TOKEN } from './testing/chatTestServer';

const chat = useChatServer();

const ESCALATED = 'A person has been asked to join. They will reply here.';

describe('talking to a person', () => {
  it('asks the server for a person and says one has been asked to join', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));

    expect(await screen.findByText(ESCALATED)).toBeInTheDocument();
    const [escalation] = chat.server.requestsTo('POST', /\/escalate$/);
    expect(escalation!.path).toBe(`/api/chat/chat-room/${session.roomId}/escalate`);
    expect(escalation!.headers.authorization).toBe(`Bearer ${VISITOR_TOKEN}`);
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
  });

  it('no longer offers a person once a member has joined', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    expect(screen.getByRole('button', { name: 'Talk to a person' })).toBeInTheDocument();
    chat.server.updateRoom(session.roomId, { agentId: '5f0c6c1e-8d4b-4a39-9a55-3b8f2f6f3f01', agentName: 'Maria' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'End chat' })).toBeInTheDocument();
  });

  it('says so too when the server announces the room was escalated', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.updateRoom(session.roomId, { escalated: true, escalatedAt: new Date().toISOString() });
    expect(await screen.findByText(ESCALATED)).toBeInTheDocument();
  });
});

describe('after the chat has ended', () => {
  it('ends on "End chat", takes a rating from 1 to 5 and starts a new chat in a new room', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'End chat' }));

    expect(await screen.findByText('This chat has ended.')).toBeInTheDocument();
    expect(chat.server.requestsTo('PUT', /^\/api\/chat\/close\//).map((request) => request.path)).toEqual([`/api/chat/close/${session.roomId}`]);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How was this chat?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rate 4 out of 5' }));

    expect(await screen.findByText('Thank you for rating this chat 4 out of 5.')).toBeInTheDocument();
    const [rating] = chat.server.requestsTo('POST', /\/rating$/);
    expect(rating!.path).toBe(`/api/chat/chat-room/${session.roomId}/rating`);
    expect(rating!.body).toEqual({ rating: 4 });

    await user.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(chat.server.payloadsOf('createRoom')).toEqual([{ customerId: VISITOR_ID, current_page: '/' }]);
    const newRoom = localStorage.getItem(STORAGE_KEYS.roomId);
    expect(newRoom).not.toBe(session.roomId);
    expect(chat.server.rooms.get(newRoom!)?.status).toBe('open');
  });

  it('ends when an agent closes the chat, and offers the rating', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.updateRoom(session.roomId, { status: 'closed' });
    expect(await screen.findByText('This chat has ended.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Rate 1 out of 5' })).toHaveFocus());
  });
});
