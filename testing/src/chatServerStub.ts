import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Server, type DefaultEventsMap } from 'socket.io';
import { transports, WebSocket as BrowserWebSocketTransport } from 'engine.io-client';
import { type ChatAck, type ChatRoom, type SenderRole, type StoredChatMessage } from '@bookcraft/shared';
import { visitorTokenCustomer, type HelpSuggestion, type TeamPresence, type VisitorClientEvents, type VisitorServerEvents } from '@bookcraft/shared/contracts';
import { handleSocketContract } from './socketContract';
import { standInVisitorToken, startStubApi, type RecordedRequest } from './stubApi';

// jsdom resolves packages with the "browser" export condition, under which `ws` is a stub that
// throws. The server half is given Node's ws by path; the client half (socket.io-client) uses the
// WebSocket of the page, jsdom's own, as it would in a browser.
const nodeWs = require(path.join(path.dirname(require.resolve('ws/package.json')), 'index.js')) as { WebSocketServer: unknown };
if (typeof WebSocket === 'function') transports.websocket = BrowserWebSocketTransport;

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = { method: string; path: RegExp; answer: (match: string[], request: RecordedRequest) => Answer };

/** How the server treats a visitor's `book-craft-message`: store and acknowledge, store and hold the acknowledgement, or never receive it (lost on the way). */
export type AckMode = 'answer' | 'hold' | 'ignore';

/** An event a client sent, as it sent it (before the contract's check: refused ones too). */
export interface ReceivedEvent {
  event: string;
  payload: unknown;
}

/** The visitor of the socket's token, read at the handshake. */
interface SocketData {
  customerId?: string;
}

/** Events Socket.IO itself listens to on a server socket (as server/test/apiContract.test.ts leaves them out); no client sends them. */
const SOCKET_IO_EVENTS = new Set(['disconnect', 'disconnecting', 'error']);

/** Start and end of image markers: enough for a client that only turns the bytes into a blob. */
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);

/**
 * A real loopback chat server for component tests: Socket.IO over
 * websocket plus the HTTP calls of docs/chat.md, with a tiny in-memory
 * model (rooms, messages stored once per client id). It records what it
 * receives and lets a test speak as an agent, change rooms, hold or lose
 * acknowledgements and drop connections. The real server is tested in server/.
 *
 * Its socket is the server's side of the shared socket contract: it handles
 * exactly the visitor events of shared/src/contract/api/socketEvents.ts, each
 * checked with the schema the server parses it with (socketContract.ts), and
 * what it sends is typed by VisitorServerEvents (socketEventMaps.ts).
 */
export async function startChatServer() {
  const http = await startStubApi();
  const io = new Server<VisitorClientEvents, VisitorServerEvents, DefaultEventsMap, SocketData>(http.server, { transports: ['websocket'], wsEngine: nodeWs.WebSocketServer });
  const rooms = new Map<string, ChatRoom>();
  const messages: StoredChatMessage[] = [];
  const received: ReceivedEvent[] = [];
  const handshakes: Record<string, unknown>[] = [];
  let heldAcks: (() => void)[] = [];
  let overrides: Route[] = [];
  let ackMode: AckMode = 'answer';
  let presence: TeamPresence = { online: true };
  /** The visitor's e-mail as the server holds it (left in the chat, or earlier in a lead form). */
  let visitorEmail: string | null = null;
  let lastId = 0;

  function openRoom(customerId: string = randomUUID(), currentPage = '/'): ChatRoom {
    const id = String(++lastId);
    const room: ChatRoom = { id, customerId, status: 'open', escalated: false, escalatedAt: null, agentId: null, agentName: null, rating: null, currentPage, createdAt: new Date().toISOString() };
    rooms.set(id, room);
    return room;
  }

  /** The customer's newest open room, as the server finds it. */
  const openRoomOf = (customerId: string) => [...rooms.values()].reverse().find((room) => room.customerId === customerId && room.status === 'open');

  function updateRoom(id: string, change: Partial<ChatRoom>): ChatRoom {
    const room = { ...rooms.get(id)!, ...change };
    rooms.set(id, room);
    io.emit('chat-room', room);
    return room;
  }

  /** Stores a message once per (room, client id), as the real server does. */
  function store(message: Omit<StoredChatMessage, 'id' | 'createdAt' | 'senderName' | 'attachmentId' | 'clientId'> & Partial<StoredChatMessage>): StoredChatMessage {
    const existing = message.clientId ? messages.find((held) => held.roomId === message.roomId && held.clientId === message.clientId) : undefined;
    if (existing) return existing;
    const stored: StoredChatMessage = { clientId: null, senderName: null, attachmentId: null, ...message, id: String(++lastId), createdAt: new Date().toISOString() };
    messages.push(stored);
    return stored;
  }

  /** How the server refuses a message or a typing signal for a room that is not there to take it (conversations.ts roomFor, visitorSockets.ts), or undefined. */
  function roomRefusal(roomId: string | number, customerId: string | undefined, { open = false } = {}): { error: string } | undefined {
    const room = rooms.get(String(roomId));
    if (!room) return { error: open ? 'No such chat' : 'Not your chat' };
    if (room.customerId !== customerId) return { error: 'Not your chat' };
    if (open && room.status === 'closed') return { error: 'This chat is closed' };
    return undefined;
  }

  // The server's side of the socket contract: a visitor's token at the handshake, then each event
  // checked with the schema the server parses it with, and answered by a handler of the contract's
  // (socketContract.ts: an unknown event or a refused payload never reaches them).
  io.use((socket, next) => {
    const { token } = socket.handshake.auth as { token?: unknown };
    socket.data.customerId = visitorTokenCustomer(token);
    if (socket.data.customerId) return next();
    http.recordViolation('socket handshake', { call: 'socket handshake', reason: `refused: no well-formed visitor token in auth (${JSON.stringify(token)})` });
    next(new Error('unauthorized'));
  });
  io.on('connection', (socket) => {
    const { customerId } = socket.data;
    handshakes.push(socket.handshake.auth);
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
    const ok = (reply: (answer: ChatAck) => void) => reply({ ok: true });
    handleSocketContract(
      socket,
      'visitor',
      http,
      {
        // The visitor's open room, or a new one after the last was closed (repository.ts openRoom).
        createRoom: (request, reply) => reply({ ok: true, roomId: (openRoomOf(request.customerId) ?? openRoom(request.customerId, request.current_page)).id }),
        customerRejoin: (_rejoin, reply) => ok(reply),
        pageVisited: (_visit, reply) => ok(reply),
        'utm-params': (_utm, reply) => ok(reply),
        'visitor-status': (_status, reply) => ok(reply),
        'book-craft-message': (payload, reply) => {
          if (payload.senderRole === 'system') {
            // A presence line: checked and acknowledged, never stored, so its acknowledgement names no message (VISITOR_SOCKET_ACKS).
            reply(roomRefusal(payload.roomId, customerId) ?? { ok: true });
            return;
          }
          if (ackMode === 'ignore') return;
          const refusal = roomRefusal(payload.roomId, customerId, { open: true });
          if (refusal) return reply(refusal);
          const message = store({ roomId: payload.roomId, clientId: payload.clientId, content: payload.content, attachmentId: payload.attachmentId ?? null, senderRole: 'visitor' });
          const answer = () => reply({ ok: true, message });
          if (ackMode === 'hold') heldAcks.push(answer);
          else answer();
        },
        typing: ({ roomId }, reply) => reply(roomRefusal(roomId, customerId) ?? { ok: true }),
      },
      customerId,
    );
    socket.emit('agents-online', presence);
  });

  const json = (body: unknown, status = 200): Answer => ({ status, body });
  /** The room, as the server finds it (conversations.ts roomFor): 404 when there is none. */
  const knownRoom = (id: string, answer: (room: ChatRoom) => Answer): Answer => {
    const room = rooms.get(id);
    return room ? answer(room) : json({ error: 'No such chat' }, 404);
  };
  const routes: Route[] = [
    {
      method: 'POST',
      path: /^\/api\/customer$/,
      answer: () => {
        const id = randomUUID();
        return json({ id, token: standInVisitorToken(id) }, 201);
      },
    },
    { method: 'POST', path: /^\/api\/customer\/utm$/, answer: (_match, request) => json({ utm: request.body }, 201) },
    { method: 'GET', path: /^\/api\/chat\/agents$/, answer: () => json(presence) },
    { method: 'GET', path: /^\/api\/chat\/partner-access$/, answer: () => json({ allowed: true }) },
    {
      method: 'GET',
      path: /^\/api\/chat\/chat-room\/(\d+)(?:\?after=(\d+))?$/,
      answer: ([id, after]) =>
        knownRoom(id!, (room) => json({ room, messages: messages.filter((message) => message.roomId === id && Number(message.id) > Number(after ?? 0)), visitorEmailKnown: visitorEmail !== null })),
    },
    // The chat's state rules of server/src/http/routes/chat.ts: a closed chat is not escalated, an open one not rated, a closed one closed again as it is.
    {
      method: 'POST',
      path: /^\/api\/chat\/chat-room\/(\d+)\/escalate$/,
      answer: ([id]) =>
        knownRoom(id!, (room) => (room.status === 'closed' ? json({ error: 'This chat is closed' }, 409) : json(updateRoom(id!, { escalated: true, escalatedAt: room.escalatedAt ?? new Date().toISOString() })))),
    },
    {
      method: 'POST',
      path: /^\/api\/chat\/chat-room\/(\d+)\/answered$/,
      answer: ([id]) =>
        knownRoom(id!, (room) => {
          io.emit('book-craft-message', store({ roomId: id!, content: '“That answers it” was chosen.', senderRole: 'system' }));
          return json(room);
        }),
    },
    {
      method: 'POST',
      path: /^\/api\/chat\/chat-room\/(\d+)\/rating$/,
      answer: ([id], request) =>
        knownRoom(id!, (room) => (room.status !== 'closed' ? json({ error: 'A chat is rated once it is closed' }, 409) : json(updateRoom(id!, { rating: (request.body as { rating: number }).rating })))),
    },
    { method: 'PUT', path: /^\/api\/chat\/close\/(\d+)$/, answer: ([id]) => knownRoom(id!, (room) => json(room.status === 'closed' ? room : updateRoom(id!, { status: 'closed' }))) },
    {
      method: 'GET',
      path: /^\/api\/chat\/transcript\/(\d+)$/,
      answer: ([id]) => knownRoom(id!, () => ({ status: 200, body: `Book Craft chat ${id}\n`, headers: { 'content-type': 'text/plain', 'content-disposition': `attachment; filename="chat-${id}.txt"` } })),
    },
    {
      method: 'PUT',
      path: /^\/api\/chat\/visitor-email$/,
      answer: (_match, request) => {
        visitorEmail = (request.body as { email: string }).email.trim();
        return json({ ok: true });
      },
    },
    { method: 'POST', path: /^\/api\/media\/upload$/, answer: () => json({ id: randomUUID() }, 201) },
    { method: 'GET', path: /^\/api\/media\/download\/([\w-]+)$/, answer: () => ({ status: 200, body: JPEG_BYTES, headers: { 'content-type': 'image/jpeg' } }) },
  ];

  // Calls that break the API contract never get here: the stand-in API answers them as the server does.
  http.respondWith((request) => {
    for (const route of [...overrides, ...routes]) {
      const match = route.method === request.method ? route.path.exec(request.path) : null;
      if (match) return route.answer(match.slice(1), request);
    }
    return json({ error: 'The chat stand-in does not answer this call' }, 404);
  });

  return {
    url: http.url,
    /** Every HTTP request, oldest first. */
    requests: http.requests,
    /** Every socket event a client sent, oldest first. */
    received,
    /** The `auth` of every socket handshake. */
    handshakes,
    /** Calls and socket events the real server refuses (see stubApi.ts). */
    violations: http.violations,
    expectViolation: http.expectViolation,
    assertNoViolations: http.assertNoViolations,
    messages,
    rooms,
    openRoom,
    /** What clients sent as `event` (one of the contract's), as they sent it. */
    payloadsOf: (event: keyof VisitorClientEvents) => received.filter((entry) => entry.event === event).map((entry) => entry.payload),
    requestsTo: (method: string, pathPattern: RegExp) => http.requests.filter((request) => request.method === method && pathPattern.test(request.path)),
    /** Stores a message as an agent (or the server, role 'system') sends it and relays it to every socket, unless `relay` is false (sent while a visitor was away). */
    say(roomId: string, content: string, { role = 'agent', name = role === 'agent' ? 'Anna' : null, relay = true }: { role?: Exclude<SenderRole, 'visitor'>; name?: string | null; relay?: boolean } = {}): StoredChatMessage {
      const message = store({ roomId, content, senderRole: role, senderName: name, clientId: role === 'agent' ? randomUUID() : null });
      if (relay) io.emit('book-craft-message', message);
      return message;
    },
    /** The server's line of the help center's suggested answers, relayed to every socket. */
    suggest(roomId: string, suggestions: HelpSuggestion[]): StoredChatMessage {
      const content = `Suggested answers from the help center: ${suggestions.map((suggestion) => suggestion.title).join('; ')}`;
      const message = store({ roomId, content, senderRole: 'system', suggestions });
      io.emit('book-craft-message', message);
      return message;
    },
    /** Stores a visitor message as if sent earlier, for a history. */
    storeVisitorMessage: (roomId: string, content: string) => store({ roomId, content, senderRole: 'visitor', clientId: randomUUID() }),
    /** The events the server side of each connected socket listens for, but Socket.IO's own: the contract's, for the stand-in's own test. */
    handledEvents: () => [...new Set([...io.sockets.sockets.values()].flatMap((socket) => socket.eventNames().map(String)))].filter((event) => !SOCKET_IO_EVENTS.has(event)),
    /** Sends an event of the contract's to every visitor's socket. */
    emit: <E extends keyof VisitorServerEvents>(event: E, ...payload: Parameters<VisitorServerEvents[E]>) => void io.emit(event, ...payload),
    updateRoom,
    /** The e-mail the server holds for the visitor; null when none. */
    visitorEmail: () => visitorEmail,
    /** As if the visitor had left an e-mail before (in the chat or a lead form). */
    knowVisitorEmail(email: string) {
      visitorEmail = email;
    },
    /** Whether the team can answer; outside working hours, when it is back (`backAt`, ISO) in the company's zone. */
    setAgentsOnline(online: boolean, outsideHours?: { backAt: string; timeZone: string }) {
      presence = { online, ...outsideHours };
      io.emit('agents-online', presence);
    },
    acks: {
      mode: (mode: AckMode) => void (ackMode = mode),
      release() {
        const replies = heldAcks;
        heldAcks = [];
        ackMode = 'answer';
        replies.forEach((reply) => reply());
      },
    },
    /** Answers one call differently, ahead of the built-in routes. */
    answer(method: string, pathPattern: RegExp, answer: Route['answer']) {
      overrides.unshift({ method, path: pathPattern, answer });
    },
    /** Closes every connection as a network failure would; clients reconnect by themselves. */
    dropConnections() {
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
    reset() {
      rooms.clear();
      messages.length = 0;
      received.length = 0;
      handshakes.length = 0;
      http.requests.length = 0;
      heldAcks = [];
      overrides = [];
      ackMode = 'answer';
      presence = { online: true };
      visitorEmail = null;
      io.disconnectSockets(true);
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A test may end while the widget's last calls are on their way: they are answered, and the
        // connections kept alive after them are closed at once rather than after the usual 5 s.
        http.server.keepAliveTimeout = 10;
        io.close(() => resolve());
      }),
  };
}

export type ChatServerStub = Awaited<ReturnType<typeof startChatServer>>;
