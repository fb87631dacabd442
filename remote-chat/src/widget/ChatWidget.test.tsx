import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatWidget } from './ChatWidget';
import { openChat, renderChat } from './testing/renderChat';
import { startVisitorSession, useChatServer } from './testing/chatTestServer';

const chat = useChatServer();

describe('the chat widget, closed', () => {
  it('is a launcher whose name says chat, with no panel', async () => {
    renderChat();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

});

describe('the chat widget, open', () => {
  it('shows a labelled panel with the focus in the message box', async () => {
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    const messageBox = await openChat(user);
    expect(screen.getByRole('dialog', { name: 'Chat with Book Craft' })).toBeInTheDocument();
    await waitFor(() => expect(messageBox).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives the focus back to the launcher', async () => {
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    const messageBox = await openChat(user);
    await waitFor(() => expect(messageBox).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('closes from its own minimize button too', async () => {
    await startVisitorSession(chat.server);
    const { user } = renderChat();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });
});

describe('the sound for new agent messages', () => {
  it('is off by default, and the visitor’s choice is remembered', async () => {
    await startVisitorSession(chat.server);
    const first = renderChat();
    await openChat(first.user);
    expect(screen.getByRole('checkbox', { name: 'Sound' })).not.toBeChecked();
    await first.user.click(screen.getByRole('checkbox', { name: 'Sound' }));
    first.unmount();

    const again = renderChat();
    await openChat(again.user);
    expect(screen.getByRole('checkbox', { name: 'Sound' })).toBeChecked();
  });
});

describe('unread messages while closed', () => {
  const idle = window.requestIdleCallback;
  // jsdom is never idle; here it is, at once, as a browser soon would be.
  beforeEach(() => {
    window.requestIdleCallback = (work: IdleRequestCallback) => {
      queueMicrotask(() => work({ didTimeout: false, timeRemaining: () => 50 }));
      return 1;
    };
  });
  afterEach(() => {
    window.requestIdleCallback = idle;
  });

  it('loads the chat when the page is idle and counts agent and system messages on the launcher', async () => {
    const session = await startVisitorSession(chat.server);
    const { user } = renderChat();
    // Loaded at idle, without the launcher being touched: the chat listens on the page's socket.
    await waitFor(() => expect(session.socket.hasListeners('book-craft-message')).toBe(true));

    chat.server.say(session.roomId, 'Hello, can I help?');
    expect(await screen.findByRole('button', { name: 'Chat with us, 1 unread message' })).toBeInTheDocument();
    chat.server.say(session.roomId, 'Anna joined the conversation', { role: 'system' });
    expect(await screen.findByRole('button', { name: 'Chat with us, 2 unread messages' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Chat with us/ }));
    expect(await screen.findByText('Hello, can I help?')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
  });
});

describe('the launcher while the visitor types in the page', () => {
  // jsdom lays nothing out: the screen's width is what the page's matchMedia answers.
  const screenIs = (phone: boolean) =>
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: phone && query.includes('max-width'), media: query }) });
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

  const pageWithAForm = () =>
    render(
      <>
        <label>
          Email <input type="email" />
        </label>
        <button type="button">Submit</button>
        <ChatWidget />
      </>,
    );

  it('steps aside on a phone while a field of the page has focus, and comes back when it leaves', async () => {
    screenIs(true);
    const user = userEvent.setup();
    pageWithAForm();
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher).toBeVisible();

    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByText('Chat with us')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });

  it('stays beside the fields on a wider screen', async () => {
    screenIs(false);
    const user = userEvent.setup();
    pageWithAForm();
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeVisible();
  });
});
