import { act, screen } from '@testing-library/react';
import { setVisitorConnectionState } from '@bookcraft/shared';
import { renderChat } from './testing/renderChat';
import { startVisitorSession, useChatServer } from './testing/chatTestServer';

// A file of its own: the page's visitor session is module state, and here there is none yet.
const chat = useChatServer();

it('says how the connection stands until the page has a visitor session, then offers the message box', async () => {
  const { user } = renderChat();
  await user.click(screen.getByRole('button', { name: 'Chat with us' }));
  expect(await screen.findByText('Connecting to the chat…')).toBeInTheDocument();

  act(() => setVisitorConnectionState('retrying'));
  expect(screen.getByRole('status')).toHaveTextContent('We cannot reach the chat right now. We keep trying, and it will open here by itself.');

  act(() => setVisitorConnectionState('unavailable'));
  expect(screen.getByRole('status')).toHaveTextContent('The chat is not available on this site.');

  await act(() => startVisitorSession(chat.server));
  expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveFocus();
  expect(await screen.findByRole('button', { name: 'End chat' })).toBeInTheDocument();
});
