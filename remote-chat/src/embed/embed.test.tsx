import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getVisitorSession, PARTNER_STORAGE_KEYS as KEYS, STORAGE_KEYS, type VisitorSession } from '@bookcraft/shared';
import { registrationSchema } from '@bookcraft/shared/contracts';
import { useChatServer } from '../widget/testing/chatTestServer';
import { standInVisitorToken } from '@bookcraft/testing/stubApi';
import { installBookcraftChat } from './install';

const chat = useChatServer();

/** The tag a partner pastes, pointing at the chat server (another origin than this page's). */
function snippet({ manual = false } = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = `${chat.server.url}/remotes/chat/embed.js`;
  script.async = true;
  if (manual) script.setAttribute('data-manual', '');
  return script;
}

/**
 * Adds the embed as the snippet would; the returned function waits for the
 * visitor session it publishes (every test does, so no socket outlives it).
 */
function install(options?: { manual?: boolean }): () => Promise<VisitorSession> {
  const before = getVisitorSession();
  act(() => void installBookcraftChat(snippet(options)));
  return async () => {
    await waitFor(() => expect(getVisitorSession()).not.toBe(before));
    return getVisitorSession()!;
  };
}

const ownHost = () => document.body.querySelector('[data-bookcraft-chat]');
const shadowOf = (host: Element | null) => within(host!.shadowRoot as unknown as HTMLElement);
const registrations = () => chat.server.requestsTo('POST', /^\/api\/customer$/);

afterEach(() => {
  act(() => window.BookcraftChat?.unmount());
  delete window.BookcraftChat;
});

describe('the partner embed', () => {
  it('registers a new visitor without a fingerprint, connects to the site of its script and mounts the launcher in a shadow root', async () => {
    // The partner's own keys of the same names are the partner's business.
    localStorage.setItem(STORAGE_KEYS.customerId, 'the-partner-s-own');
    localStorage.setItem(STORAGE_KEYS.roomId, 'the-partner-s-room');
    const published = install();

    const launcher = await shadowOf(ownHost()).findByRole('button', { name: 'Chat with us' });
    expect(launcher).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();

    await waitFor(() => expect(registrations()).toHaveLength(1));
    const payload = registrationSchema.parse(registrations()[0]!.body);
    expect(payload).toMatchObject({ company: 'BCP', fingerprintId: '', canvasHash: '', audioHash: '', landingPage: window.location.href, link: window.location.href });
    const session = await published();
    expect(localStorage.getItem(KEYS.customerId)).toBe(session.customerId);
    expect(localStorage.getItem(KEYS.visitorToken)).toBe(session.token);
    expect(chat.server.handshakes).toEqual([{ token: session.token }]);
    expect(chat.server.payloadsOf('createRoom')).toEqual([{ customerId: session.customerId, current_page: window.location.href }]);
    expect(session.roomId).toBe(localStorage.getItem(KEYS.roomId));
    expect([localStorage.getItem(STORAGE_KEYS.customerId), localStorage.getItem(STORAGE_KEYS.roomId)]).toEqual(['the-partner-s-own', 'the-partner-s-room']);
    // The partner page is recorded as a visit, by its whole address.
    await waitFor(() => expect(chat.server.payloadsOf('pageVisited')).toEqual([{ customerId: session.customerId, path: window.location.href }]));
  });

  it('keeps its styles inside its shadow root', async () => {
    const published = install();
    await shadowOf(ownHost()).findByRole('button', { name: 'Chat with us' });
    await published();
    expect(ownHost()!.shadowRoot!.querySelector('style[data-emotion^="bcchat"]')).not.toBeNull();
    expect(document.head.querySelector('style[data-emotion^="bcchat"]')).toBeNull();
  });

  it('rejoins a visitor it already knows instead of registering them again', async () => {
    const knownToken = standInVisitorToken('7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    localStorage.setItem(KEYS.customerId, '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    localStorage.setItem(KEYS.visitorToken, knownToken);
    localStorage.setItem(KEYS.roomId, chat.server.openRoom('7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d').id);
    const published = install();

    expect((await published()).token).toBe(knownToken);
    await waitFor(() => expect(chat.server.payloadsOf('customerRejoin')).toEqual([{ customerId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d' }]));
    expect(chat.server.handshakes).toEqual([{ token: knownToken }]);
    expect(registrations()).toHaveLength(0);
    expect(chat.server.payloadsOf('createRoom')).toHaveLength(0);
  });

  it('chats from inside the shadow root like the site’s widget', async () => {
    const user = userEvent.setup();
    const published = install();
    const page = shadowOf(ownHost());
    await published();
    await user.click(await page.findByRole('button', { name: 'Chat with us' }));
    await page.findByRole('button', { name: 'End chat' });
    const messageBox = page.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect(ownHost()!.shadowRoot!.activeElement).toBe(messageBox));

    // user-event loses track of a box focused inside a shadow root during its own click (a browser
    // needs no help): it is focused again by the click of the typing.
    messageBox.blur();
    await user.type(messageBox, 'Hello from a partner page{Enter}');
    await waitFor(() => expect(chat.server.messages.map((message) => message.content)).toEqual(['Hello from a partner page']));
    await waitFor(() => expect(page.queryByText('Sending…')).not.toBeInTheDocument());
    expect(page.getByText('Hello from a partner page')).toBeInTheDocument();
  });

  it('waits for BookcraftChat.mount when the tag says data-manual, and unmounts on request', async () => {
    const published = install({ manual: true });
    expect(ownHost()).toBeNull();
    expect(registrations()).toHaveLength(0);

    const spot = document.createElement('section');
    document.body.append(spot);
    act(() => window.BookcraftChat!.mount(spot));
    expect(await shadowOf(spot).findByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    await published();

    act(() => window.BookcraftChat!.unmount());
    expect(shadowOf(spot).queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    spot.remove();
  });

  it('says the chat is not available on a page the site does not allow, and registers no one', async () => {
    chat.server.answer('GET', /^\/api\/chat\/partner-access$/, () => ({ status: 200, body: { allowed: false } }));
    const user = userEvent.setup();
    act(() => void installBookcraftChat(snippet()));
    const page = shadowOf(ownHost());
    await user.click(await page.findByRole('button', { name: 'Chat with us' }));
    await page.findByText('The chat is not available on this site.');
    expect(registrations()).toHaveLength(0);
  });
});
