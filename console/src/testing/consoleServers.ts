import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Server } from 'socket.io';
import { transports, WebSocket as BrowserWebSocketTransport } from 'engine.io-client';
import { setRuntimeConfig, type StoredChatMessage } from '@bookcraft/shared';
import type { ApiAnswer, StaffClientEvents, StaffServerEvents } from '@bookcraft/shared/contracts';
import { handleSocketContract } from '@bookcraft/testing/socketContract';
import { startStubApi, type RecordedRequest } from '@bookcraft/testing/stubApi';

// jsdom resolves packages with the "browser" export condition, under which `ws` is a stub that
// throws: the server is given Node's ws by path, and the console's socket uses jsdom's own
// WebSocket, as it would use the browser's.
const nodeWs = require(path.join(path.dirname(require.resolve('ws/package.json')), 'index.js')) as { WebSocketServer: unknown };
transports.websocket = BrowserWebSocketTransport;

type Answer = { status: number; body?: unknown };
type StaffSession = ApiAnswer<'GET /api/staff/me'>;
/** A fixed answer, or one computed from the request (a promise holds the answer until the test lets it go). */
type Route = Answer | ((request: RecordedRequest) => Answer | Promise<Answer>);

/** The signed-in staff member's account id, as rooms they took name it. */
export const STAFF_ID = '7d1f0c2e-0000-4000-8000-00000000a11e';
export const STAFF_EMAIL = 'ann@bookcraft.example';
/** The session the stand-in answers a signed-in member with (GET /api/staff/me, a sign-in). */
export const staffSession = (overrides: Partial<StaffSession> = {}): StaffSession => ({ id: STAFF_ID, email: STAFF_EMAIL, name: 'Ann', role: 'agent', availability: 'available', ...overrides });
/** The calls whose 200 signs someone in. */
const SIGN_INS = ['POST /api/staff/login', 'POST /api/staff/invitations/accept', 'POST /api/staff/password-reset/complete'];
/** The server's staff session cookie (server/src/staff/sessions.ts). */
const SESSION_COOKIE = 'bc_staff';

/** The browser holds a session cookie, as after a sign-in; the console's socket carries it (jsdom sends its cookies with a websocket's handshake). */
const holdSessionCookie = () => void (document.cookie = `${SESSION_COOKIE}=stand-in-session; path=/`);
const dropSessionCookie = () => void (document.cookie = `${SESSION_COOKIE}=; path=/; max-age=0`);

/**
 * What the console talks to in tests: a loopback HTTP server answering the
 * routes a test sets ("GET /api/chat/chat-room/status"; query strings are
 * ignored in the match), and a Socket.IO server that acknowledges agent
 * replies (or holds the acknowledgements) and lets a test push events. The
 * real server is tested in server/.
 */
export async function startConsoleServers() {
  const api = await startStubApi({ client: 'staff' });
  const http = createServer();
  const io = new Server<StaffClientEvents, StaffServerEvents>(http, { transports: ['websocket'], wsEngine: nodeWs.WebSocketServer });
  // On localhost, the page's own host, so the page's cookies go with the socket's handshake as they do on the site.
  await new Promise<void>((resolve) => http.listen(0, 'localhost', resolve));
  const socketUrl = `http://localhost:${(http.address() as AddressInfo).port}`;
  /** The site's origin: the console is one of its pages, and PUBLIC_URL names it (server/src/realtime/handshake.ts). */
  const siteOrigin = window.location.origin;

  let routes = new Map<string, Route>();
  const received: { event: string; payload: unknown }[] = [];
  let holding = false;
  let heldAcks: (() => void)[] = [];
  let lastId = 1000;
  /** The role of the member signed in with `signIn`, if any. */
  let signedInRole: StaffSession['role'] | undefined;

  api.respondWith(async (request) => {
    const route = routes.get(`${request.method} ${request.path.split('?')[0]}`);
    if (!route) return { status: 404, body: { error: 'Not found' } };
    const answer = typeof route === 'function' ? await route(request) : route;
    // The server sets the session cookie with a sign-in it takes (a password, or an invitation or reset link).
    if (SIGN_INS.includes(`${request.method} ${request.path}`) && answer.status === 200) holdSessionCookie();
    return answer;
  });

  // The server's handshake for a staff socket (server/src/realtime/handshake.ts): from the site's own
  // origin, with a session cookie; anything else is refused, and counted as a call the server refuses.
  io.use((socket, next) => {
    const { origin, cookie = '' } = socket.handshake.headers;
    const session = cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1);
    const reason =
      origin !== undefined && origin !== siteOrigin
        ? `refused: origin ${origin} is not the site's`
        : !session
          ? 'refused: no staff session cookie'
          : // The staff socket carries visitors, chats and presence: the sales team's, never an editor's.
            signedInRole === 'editor'
            ? 'refused: an editor has no staff socket (it carries visitors and chats)'
            : undefined;
    if (!reason) return next();
    api.recordViolation('socket handshake', { call: 'socket handshake', reason });
    next(new Error('unauthorized'));
  });

  io.on('connection', (socket) => {
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
    handleSocketContract(socket, 'staff', api, {
      'book-craft-message': (payload, ack) => {
        const message: StoredChatMessage = {
          id: String(++lastId),
          clientId: payload.clientId,
          roomId: String(payload.roomId),
          content: payload.content,
          senderRole: 'agent',
          senderName: 'Ann',
          attachmentId: payload.attachmentId ?? null,
          createdAt: new Date().toISOString(),
        };
        const answer = () => ack({ ok: true, message });
        if (holding) heldAcks.push(answer);
        else answer();
      },
      typing: (_payload, ack) => ack({ ok: true }),
    });
  });

  const defaults = () =>
    new Map<string, Route>([
      ['GET /api/staff/me', { status: 401, body: { error: 'Unauthorized' } }],
      ['GET /api/chat/chat-room/status', { status: 200, body: [] }],
      ['GET /api/staff/visitors', { status: 200, body: { visitors: [], page: 1, pageSize: 50 } }],
      ['GET /api/staff/members', { status: 200, body: { members: [{ id: STAFF_ID, name: 'Ann', availability: 'available' }] } }],
      ['POST /api/staff/logout', () => {
        dropSessionCookie();
        io.disconnectSockets(true);
        return { status: 204 };
      }],
    ]);
  routes = defaults();

  return {
    apiUrl: api.url,
    socketUrl,
    requests: api.requests,
    /** Sets how one call is answered (a fixed answer, or one computed from the request). */
    route(call: string, answer: Route) {
      routes.set(call, answer);
    },
    /** Fails the running test when the console made a call or sent an event the real server refuses (see stubApi.ts). */
    assertNoViolations: api.assertNoViolations,
    expectViolation: api.expectViolation,
    requestsTo: (call: string) => api.requests.filter((request) => `${request.method} ${request.path.split('?')[0]}` === call),
    /** Signed in earlier: the browser holds the session cookie, and `GET /api/staff/me` answers as a signed-in staff member. */
    signIn(email = STAFF_EMAIL, session: Partial<StaffSession> = {}) {
      holdSessionCookie();
      const signedIn = staffSession({ email, ...session });
      // The stand-in refuses what the member's role does not admit, as the server does.
      api.actAs(signedIn.role);
      signedInRole = signedIn.role;
      routes.set('GET /api/staff/me', { status: 200, body: signedIn });
    },
    /** Sends an event to every connected console, as the server relays chat and visitor events. */
    emit: <E extends keyof StaffServerEvents>(event: E, ...payload: Parameters<StaffServerEvents[E]>) => void io.emit(event, ...payload),
    connectedSockets: () => io.sockets.sockets.size,
    /** Ends every console's socket from the server side, as ending a staff session does. */
    disconnectAll: () => void io.disconnectSockets(true),
    payloadsOf: (event: string) => received.filter((entry) => entry.event === event).map((entry) => entry.payload),
    acks: {
      hold: () => void (holding = true),
      release() {
        holding = false;
        const answers = heldAcks;
        heldAcks = [];
        answers.forEach((answer) => answer());
      },
    },
    /** The session ended on the server's side (expired, or signed out elsewhere): the cookie no longer opens a socket. */
    endSession() {
      dropSessionCookie();
      routes.set('GET /api/staff/me', { status: 401, body: { error: 'Staff sign-in required' } });
    },
    reset() {
      dropSessionCookie();
      signedInRole = undefined;
      api.actAs('staff');
      routes = defaults();
      received.length = 0;
      api.requests.length = 0;
      holding = false;
      heldAcks = [];
      io.disconnectSockets(true);
    },
    close: async () => {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await api.close();
    },
  };
}

export type ConsoleServers = Awaited<ReturnType<typeof startConsoleServers>>;

/** Starts the servers for a test file, points the console at them, starts each test from a clean slate and fails it on a call the real server refuses. */
export function useConsoleServers(): { readonly servers: ConsoleServers } {
  const handle = {} as { servers: ConsoleServers };
  beforeAll(async () => {
    handle.servers = await startConsoleServers();
    setRuntimeConfig({ apiBaseUrl: `${handle.servers.apiUrl}/api`, socketUrl: handle.servers.socketUrl });
  });
  afterAll(() => handle.servers.close());
  beforeEach(() => {
    handle.servers.reset();
    localStorage.clear();
    document.title = 'Agent console';
  });
  afterEach(() => handle.servers.assertNoViolations());
  return handle;
}
