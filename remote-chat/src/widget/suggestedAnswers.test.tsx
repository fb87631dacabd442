import { screen, waitFor, within } from '@testing-library/react';
import { openChat, renderChat, thread } from './testing/renderChat';
import { startVisitorSession, useChatServer } from './testing/chatTestServer';

const chat = useChatServer();

const EDITING = { slug: 'how-long-does-editing-take', title: 'How long does editing take?', shortAnswer: 'Most edits take two to six weeks.', url: '/help/how-long-does-editing-take' };
const suggestions = () => within(thread()).getByRole('listitem', { name: 'Suggested answers from the help center' });

describe("the help center's suggested answers", () => {
  it('shows the articles\' short answers and links as the help center\'s suggestions, and sends "That answers it"', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    const message = await openChat(user);
    await user.type(message, 'how long does editing take?{Enter}');
    await waitFor(() => expect(chat.server.messages).toHaveLength(1));
    chat.server.suggest(session.roomId, [EDITING]);

    const card = await waitFor(suggestions);
    expect(within(card).getByRole('heading', { name: 'Suggested answers from the help center' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'How long does editing take?' })).toHaveAttribute('href', '/help/how-long-does-editing-take');
    expect(within(card).getByText('Most edits take two to six weeks.')).toBeInTheDocument();
    expect(within(thread()).queryByText('Book Craft')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'That answers it' }));
    expect(await within(thread()).findByText('“That answers it” was chosen.')).toBeInTheDocument();
    expect(chat.server.requestsTo('POST', /\/answered$/)).toHaveLength(1);
    expect(within(suggestions()).queryByRole('button', { name: 'That answers it' })).not.toBeInTheDocument();
  });

  it('asks for a person in one tap with "Talk to a person", the existing escalation', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.suggest(session.roomId, [EDITING]);
    const card = await waitFor(suggestions);

    await user.click(within(card).getByRole('button', { name: 'Talk to a person' }));
    expect(await screen.findByText('A person has been asked to join. They will reply here.')).toBeInTheDocument();
    expect(chat.server.requestsTo('POST', /\/escalate$/)).toHaveLength(1);
    expect(within(suggestions()).queryByRole('group', { name: 'Did this answer your question?' })).not.toBeInTheDocument();
  });

  it('offers no choice once a member has joined', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    chat.server.suggest(session.roomId, [EDITING]);
    await waitFor(suggestions);
    chat.server.say(session.roomId, 'Anna joined the conversation', { role: 'system' });
    await within(thread()).findByText('Anna joined the conversation');
    expect(within(suggestions()).queryByRole('button', { name: 'Talk to a person' })).not.toBeInTheDocument();
  });
});
