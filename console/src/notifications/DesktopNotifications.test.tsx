import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chatMessage, chatRoom, inboxRoom } from '../testing/fixtures';
import { STAFF_ID, useConsoleServers } from '../testing/consoleServers';
import { AgentConsole } from '../AgentConsole';

const harness = useConsoleServers();

/** jsdom has no Notification API: this stands in for the browser's, recording what the console shows. */
class BrowserNotification {
  static permission: NotificationPermission = 'default';
  static answer: NotificationPermission = 'granted';
  static requestPermission = jest.fn(async () => (BrowserNotification.permission = BrowserNotification.answer));
  static shown: { title: string; options: NotificationOptions }[] = [];
  constructor(title: string, options: NotificationOptions) {
    BrowserNotification.shown.push({ title, options });
  }
}

const hideTab = (hidden: boolean) => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });

beforeEach(() => {
  BrowserNotification.permission = 'default';
  BrowserNotification.answer = 'granted';
  BrowserNotification.requestPermission.mockClear();
  BrowserNotification.shown = [];
  Object.defineProperty(window, 'Notification', { configurable: true, writable: true, value: BrowserNotification });
});
afterEach(() => {
  delete (window as { Notification?: unknown }).Notification;
  delete (document as { visibilityState?: unknown }).visibilityState;
});

/** A conversation already mine when the console opens, and one nobody has yet. */
const MINE = inboxRoom({ id: '1', agentId: STAFF_ID, agentName: 'Ann', visitorName: 'Ada Byron', lastMessage: chatMessage({ id: '11', roomId: '1', content: 'Hello' }) });
const WAITING = inboxRoom({ id: '2', visitorName: 'Grace Hopper' });

async function openConsole() {
  const { servers } = harness;
  servers.signIn();
  servers.route('GET /api/chat/chat-room/status', { status: 200, body: [MINE, WAITING] });
  render(<AgentConsole />);
  await screen.findByText('Live');
  // The list is in: the conversation that was mine is shown.
  await screen.findAllByText('Ada Byron');
}

describe('desktop notifications', () => {
  it('asks for permission only when the member clicks the button, then says they are on', async () => {
    const user = userEvent.setup();
    await openConsole();

    const turnOn = screen.getByRole('button', { name: 'Turn on desktop notifications' });
    expect(BrowserNotification.requestPermission).not.toHaveBeenCalled();
    await user.click(turnOn);

    expect(BrowserNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Desktop notifications on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on desktop notifications' })).not.toBeInTheDocument();
  });

  it('says how to allow them when the member turned them down', async () => {
    BrowserNotification.answer = 'denied';
    const user = userEvent.setup();
    await openConsole();

    await user.click(screen.getByRole('button', { name: 'Turn on desktop notifications' }));

    expect(await screen.findByText(/Desktop notifications are blocked/)).toBeInTheDocument();
  });

  it('in a hidden tab, a conversation assigned to me raises one notification naming the visitor', async () => {
    BrowserNotification.permission = 'granted';
    await openConsole();
    hideTab(true);

    const assigned = { ...WAITING, agentId: STAFF_ID, agentName: 'Ann' };
    harness.servers.route('GET /api/chat/chat-room/status', { status: 200, body: [MINE, assigned] });
    harness.servers.emit('chat-room', chatRoom(assigned));

    await waitFor(() => expect(BrowserNotification.shown).toHaveLength(1));
    expect(BrowserNotification.shown[0]).toEqual({ title: 'New conversation', options: { body: 'Grace Hopper is waiting for you.', tag: 'conversation-2' } });
  });

  it('in a hidden tab, a visitor message in a conversation of mine raises a notification with its text, cut short', async () => {
    BrowserNotification.permission = 'granted';
    await openConsole();
    hideTab(true);

    harness.servers.emit('book-craft-message', chatMessage({ id: '12', roomId: '1', content: `Could you look at my manuscript? ${'It is long. '.repeat(20)}` }));

    await waitFor(() => expect(BrowserNotification.shown).toHaveLength(1));
    const [shown] = BrowserNotification.shown;
    expect(shown!.title).toBe('New message from Ada Byron');
    expect(shown!.options.body).toMatch(/^Could you look at my manuscript\? It is long\./);
    expect(shown!.options.body!.length).toBeLessThanOrEqual(120);
    expect(shown!.options.body).toMatch(/…$/);
  });

  it('in a visible tab, raises none: the member is looking', async () => {
    BrowserNotification.permission = 'granted';
    await openConsole();
    hideTab(false);

    const assigned = { ...WAITING, agentId: STAFF_ID, agentName: 'Ann' };
    harness.servers.route('GET /api/chat/chat-room/status', { status: 200, body: [MINE, assigned] });
    harness.servers.emit('chat-room', chatRoom(assigned));
    // Markers after it: a room the list does not hold makes the console fetch the list again, so the
    // assignment before it was seen; once the tab is hidden, the next visitor message does notify, and it is the only one.
    harness.servers.emit('chat-room', chatRoom({ id: '3' }));
    await waitFor(() => expect(harness.servers.requestsTo('GET /api/chat/chat-room/status').length).toBeGreaterThan(1));
    hideTab(true);
    harness.servers.emit('book-craft-message', chatMessage({ id: '22', roomId: '2', content: 'Hello?' }));

    await waitFor(() => expect(BrowserNotification.shown).toHaveLength(1));
    expect(BrowserNotification.shown[0]!.title).toBe('New message from Grace Hopper');
  });

  it('in a hidden tab, a consultation booked with me raises a notification naming the person and the time; the tab counts it and says it', async () => {
    BrowserNotification.permission = 'granted';
    await openConsole();
    hideTab(true);

    harness.servers.emit('consultation-for-you', { consultationId: '5c3f3f5e-8a34-4b7a-9d0e-2b1f4b8f0c11', start: '2027-03-15T13:00:00.000Z', personName: 'Maya Rao', change: 'booked' });

    await waitFor(() => expect(BrowserNotification.shown).toHaveLength(1));
    expect(BrowserNotification.shown[0]).toEqual({
      title: 'Consultation booked',
      options: { body: expect.stringMatching(/^Maya Rao, Monday, March 15(,| at) \d{1,2}:00 [AP]M$/), tag: 'consultation-5c3f3f5e-8a34-4b7a-9d0e-2b1f4b8f0c11' },
    });
    expect(screen.getByRole('tab', { name: 'Consultations 1 new' })).toBeInTheDocument();
    expect(screen.getByText(/^Consultation booked: Maya Rao, Monday, March 15/)).toHaveAttribute('role', 'status');
  });
});
