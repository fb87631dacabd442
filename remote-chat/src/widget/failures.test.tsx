import { screen } from '@testing-library/react';
import { openChat, renderChat } from './testing/renderChat';
import { startVisitorSession, useChatServer } from './testing/chatTestServer';

const chat = useChatServer();

// The visitor reads the same few words whatever went wrong; the console says what failed, so a
// fault is not mistaken for a refusal the server meant.
describe('a call the panel makes that fails', () => {
  it('shows the usual wording and logs an unknown failure (a 500) as an error, with the call and the room', async () => {
    const session = await startVisitorSession(chat.server);
    chat.server.answer('POST', /\/escalate$/, () => ({ status: 500, body: { error: 'Internal server error' } }));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = renderChat();
      await openChat(user);
      await user.click(screen.getByRole('button', { name: 'Talk to a person' }));

      expect(await screen.findByText('We could not reach a person. Please try again.')).toBeInTheDocument();
      expect(logged).toHaveBeenCalledWith('Chat: asking for a person failed', { roomId: session.roomId, status: 500 }, expect.objectContaining({ isAxiosError: true }));
    } finally {
      logged.mockRestore();
    }
  });

  it('shows the same wording for a refusal (a 409), logged as a warning, not an error', async () => {
    const session = await startVisitorSession(chat.server);
    chat.server.answer('POST', /\/escalate$/, () => ({ status: 409, body: { error: 'This chat has ended' } }));
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logged = jest.spyOn(console, 'error');
    try {
      const { user } = renderChat();
      await openChat(user);
      await user.click(screen.getByRole('button', { name: 'Talk to a person' }));

      expect(await screen.findByText('We could not reach a person. Please try again.')).toBeInTheDocument();
      expect(warned).toHaveBeenCalledWith('Chat: asking for a person was refused', { roomId: session.roomId, status: 409 }, expect.anything());
      expect(logged).not.toHaveBeenCalledWith(expect.stringMatching(/^Chat: /), expect.anything(), expect.anything());
    } finally {
      warned.mockRestore();
      logged.mockRestore();
    }
  });
});
