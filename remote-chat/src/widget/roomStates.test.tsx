import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@bookcraft/shared';
import { openChat, renderChat } from './testing/renderChat';
import { startVisitorSession, useChatServer, VISITOR_ID } from './testing/chatTestServer';

const chat = useChatServer();

const ESCALATED = 'A person has been asked to join. They will reply here.';
const NOBODY = 'No one is available right now. Leave your details and we will get back to you.';

describe('talking to a person', () => {
  it('asks the server for a person and says one has been asked to join', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Talk to a person' }));

    expect(await screen.findByText(ESCALATED)).toBeInTheDocument();
    const [escalation] = chat.server.requestsTo('POST', /\/escalate$/);
    expect(escalation!.path).toBe(`/api/chat/chat-room/${session.roomId}/escalate`);
    expect(escalation!.headers.authorization).toBe('Bearer visitor-token');
    expect(screen.queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
  });

  it('says so too when the server announces the room was escalated', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.updateRoom(session.roomId, { escalated: true, escalatedAt: new Date().toISOString() });
    expect(await screen.findByText(ESCALATED)).toBeInTheDocument();
  });
});

describe('when no agent is signed in', () => {
  it('says so and takes a message with the visitor’s details instead, validated field by field', async () => {
    chat.server.setAgentsOnline(false);
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: 'Chat with us' }));

    expect(await screen.findByText(NOBODY)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Your name is required.');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription('Please write your message.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(chat.server.requestsTo('POST', /offline-message/)).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Ada Writer');
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Your message'), 'Please call me about my memoir.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thank you. We have your message and will get back to you by e-mail.')).toBeInTheDocument();
    const [sent] = chat.server.requestsTo('POST', /^\/api\/chat\/offline-message$/);
    expect(sent!.body).toEqual({ name: 'Ada Writer', email: 'ada@example.com', message: 'Please call me about my memoir.', roomId: session.roomId });
  });

  it('switches to the form when the last agent signs out, and back when one signs in', async () => {
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.setAgentsOnline(false);
    expect(await screen.findByText(NOBODY)).toBeInTheDocument();
    chat.server.setAgentsOnline(true);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
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
