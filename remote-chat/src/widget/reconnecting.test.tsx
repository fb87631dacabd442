import { screen, within } from '@testing-library/react';
import { renderChat, thread } from './testing/renderChat';
import { startVisitorSession, useChatServer } from './testing/chatTestServer';

const chat = useChatServer();

describe('a reconnect', () => {
  it('catches up on the conversation even when it could not be loaded when the chat opened', async () => {
    const session = await startVisitorSession(chat.server);
    let failures = 1;
    chat.server.answer('GET', /^\/api\/chat\/chat-room\/(\d+)(?:\?after=(\d+))?$/, ([roomId, after]) => {
      if (failures-- > 0) return { status: 503, body: { error: 'The service is briefly unavailable, please try again in a moment' } };
      const messages = chat.server.messages.filter((message) => message.roomId === roomId && Number(message.id) > Number(after ?? 0));
      return { status: 200, body: { room: chat.server.rooms.get(roomId!), messages, visitorEmailKnown: false } };
    });
    const { user } = renderChat();
    await user.click(screen.getByRole('button', { name: /^Chat with us/ }));
    await screen.findByRole('textbox', { name: 'Message' });

    chat.server.say(session.roomId, 'While you were away', { relay: false });
    chat.server.dropConnections();
    expect(await within(thread()).findByText('While you were away')).toBeInTheDocument();
  });
});
