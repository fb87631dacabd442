import { getVisitorSession, setRuntimeConfig, setVisitorSession, STORAGE_KEYS, type VisitorSession } from '@bookcraft/shared';
import { createSocket } from '@bookcraft/shared/socket';
import { startChatServer, type ChatServerStub } from '@bookcraft/testing/chatServerStub';
import { standInVisitorToken } from '@bookcraft/testing/stubApi';

export const VISITOR_ID = '4b0f6f1e-2c41-4d7a-9a5e-7c1d2e3f4a5b';
export const VISITOR_TOKEN = standInVisitorToken(VISITOR_ID);

/**
 * The widget talks to a real loopback chat server (HTTP and Socket.IO over
 * websocket); each test starts from an empty server and empty storage, and
 * fails when the widget made a call or sent an event the real server refuses.
 */
export function useChatServer(): { readonly server: ChatServerStub } {
  const handle = {} as { server: ChatServerStub };
  beforeAll(async () => {
    handle.server = await startChatServer();
    setRuntimeConfig({ apiBaseUrl: `${handle.server.url}/api`, socketUrl: handle.server.url });
  });
  afterAll(() => handle.server.close());
  beforeEach(() => {
    handle.server.reset();
    localStorage.clear();
  });
  afterEach(() => {
    getVisitorSession()?.socket.disconnect();
    handle.server.assertNoViolations();
  });
  return handle;
}

/**
 * Does what the shell's tracking does for the page: one socket, connected,
 * published as the visitor's session. Reconnects quickly, so a dropped
 * connection comes back within a test's wait.
 */
export async function startVisitorSession(server: ChatServerStub, roomId = server.openRoom(VISITOR_ID).id): Promise<VisitorSession> {
  const token = VISITOR_TOKEN;
  const socket = createSocket({ auth: { token }, reconnectionDelay: 20, reconnectionDelayMax: 50 }, server.url);
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.connect();
  });
  const session = { customerId: VISITOR_ID, token, roomId, socket, storageKeys: STORAGE_KEYS, currentPage: () => window.location.pathname };
  setVisitorSession(session);
  return session;
}
