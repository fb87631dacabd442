import { randomUUID } from 'node:crypto';
import type { Socket as ServerSocket } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { createSocket, type TypedSocket } from '@bookcraft/shared/socket';
import { checkSocketEvent, VISITOR_SOCKET_EVENTS, type VisitorClientEvents } from '@bookcraft/shared/contracts';
import { startChatServer, type ChatServerStub } from './chatServerStub';
import { handleSocketContract } from './socketContract';
import { standInVisitorToken } from './stubApi';

// The chat stand-in answers the widget's socket as the real server does: with the server's own
// schemas for each event (shared/src/contract/api/socketEvents.ts), which server/test/apiContract.test.ts
// proves the server keeps. So a widget test cannot pass with an event the server refuses.

const VISITOR = '6a1f3b2c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const SOMEONE_ELSE = '0b5f3a52-6d1e-4c1a-9f43-1d2c3b4a5e6f';

let server: ChatServerStub;
let socket: TypedSocket;
let roomId: string;

/** The socket as a client that does not keep the contract sees it: any name, any payload. */
const untyped = () => socket as unknown as Socket;
const send = (event: string, ...payloads: unknown[]) => untyped().timeout(2_000).emitWithAck(event, ...payloads) as Promise<Record<string, unknown>>;

/** A payload the server takes for each event of the visitor's contract (and one for each kind of message). */
const valid = (): Record<keyof VisitorClientEvents, Record<string, unknown>> => ({
  createRoom: { customerId: VISITOR, current_page: '/services' },
  customerRejoin: { customerId: VISITOR },
  pageVisited: { customerId: VISITOR, path: '/services' },
  'utm-params': { customerId: VISITOR, utm_campaign: 'spring', keyword: 'memoir', gclid: '', link: 'https://bookcraft.example/LP-GN-GAD' },
  'visitor-status': { status: 'idle' },
  'book-craft-message': { roomId, clientId: randomUUID(), content: 'Hello' },
  typing: { roomId, senderRole: 'visitor', typing: true },
});

beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  server.reset();
  roomId = server.openRoom(VISITOR).id;
  socket = createSocket({ auth: { token: standInVisitorToken(VISITOR) } }, server.url);
  await new Promise<void>((resolve) => {
    socket.once('connect', () => resolve());
    socket.connect();
  });
});
afterEach(() => socket.disconnect());

describe('the chat stand-in', () => {
  it("handles exactly the events of the visitor's socket contract, the ones the real server handles", () => {
    expect(server.handledEvents().sort()).toEqual(Object.keys(VISITOR_SOCKET_EVENTS).sort());
  });

  it('takes a payload the server takes, for every event of the contract', async () => {
    for (const [event, payload] of Object.entries(valid())) {
      expect([event, await send(event, payload)]).toEqual([event, expect.objectContaining({ ok: true })]);
      expect(checkSocketEvent('visitor', event, [payload], VISITOR)).toBeUndefined();
    }
    expect(() => server.assertNoViolations()).not.toThrow();
  });

  it("refuses a payload the server refuses, for every event, with the server's answer, and fails the test naming it", async () => {
    for (const [event, payload] of Object.entries(valid())) {
      const refused = { ...payload, contractProbe: 'x' };
      const answer = await send(event, refused);
      expect([event, answer]).toEqual([event, { error: 'Invalid payload', fields: { contractProbe: 'Unknown field.' } }]);
      expect(answer).toEqual(checkSocketEvent('visitor', event, [refused], VISITOR));
    }
    expect(server.messages).toEqual([]);
    expect(() => server.assertNoViolations()).toThrow(`socket event createRoom [{"customerId":"${VISITOR}","current_page":"/services","contractProbe":"x"}] -> Invalid payload {"contractProbe":"Unknown field."}`);
  });

  it("refuses what the schemas refuse: another visitor's customer id, an empty message, a malformed room id, two payloads", async () => {
    expect(await send('pageVisited', { customerId: SOMEONE_ELSE, path: '/' })).toEqual({ error: 'Invalid payload', fields: { customerId: 'Not your customer id.' } });
    expect(await send('book-craft-message', { roomId, clientId: randomUUID(), content: '   ' })).toEqual({ error: 'Invalid payload', fields: { content: 'Write a message or attach an image.' } });
    expect(await send('book-craft-message', { roomId: 'lobby', clientId: randomUUID(), content: 'Hi' })).toEqual({ error: 'Invalid payload', fields: { roomId: 'Not a room id.' } });
    expect(await send('visitor-status', { status: 'idle' }, { status: 'away' })).toEqual({ error: 'Invalid payload', fields: { '(body)': 'Send one payload.' } });
    expect(server.messages).toEqual([]);
    expect(() => server.assertNoViolations()).toThrow(/pageVisited .* -> Invalid payload \{"customerId":"Not your customer id\."\}/);
  });

  it("answers an event that is not in the contract `Unknown event`, as the server does, and fails the test naming it", async () => {
    expect(await send('shout', { loud: true })).toEqual({ error: 'Unknown event' });
    expect(await send('agent-response', { roomId, content: 'Hi' })).toEqual({ error: 'Unknown event' });
    expect(() => server.assertNoViolations()).toThrow('socket event shout [{"loud":true}] -> Unknown event {}');
  });

  it('lets a test that means to send a refused event say so', async () => {
    server.expectViolation('socket event shout');
    expect(await send('shout', {})).toEqual({ error: 'Unknown event' });
    expect(() => server.assertNoViolations()).not.toThrow();
  });

  it("gives its handlers the payload as the server's schema parses it, and stores a message as the server does", async () => {
    const clientId = randomUUID();
    const answer = await send('book-craft-message', { roomId: Number(roomId), clientId, content: '  Hello  ', senderRole: 'agent' });
    expect(answer).toEqual({ ok: true, message: expect.objectContaining({ roomId, clientId, content: 'Hello', senderRole: 'visitor' }) });
    expect(server.messages).toHaveLength(1);
    // What the client sent is recorded as it was sent.
    expect(server.payloadsOf('book-craft-message')).toEqual([{ roomId: Number(roomId), clientId, content: '  Hello  ', senderRole: 'agent' }]);
  });

  it('acknowledges a presence line without storing it, and refuses rooms that are not the visitor’s as the server does', async () => {
    expect(await send('book-craft-message', { content: 'Visitor is idle', senderRole: 'system', roomId, createdAt: new Date().toISOString() })).toEqual({ ok: true });
    expect(server.messages).toEqual([]);
    const theirs = server.openRoom(SOMEONE_ELSE).id;
    expect(await send('book-craft-message', { roomId: theirs, clientId: randomUUID(), content: 'Hi' })).toEqual({ error: 'Not your chat' });
    expect(await send('typing', { roomId: theirs, senderRole: 'visitor', typing: true })).toEqual({ error: 'Not your chat' });
    server.updateRoom(roomId, { status: 'closed' });
    expect(await send('book-craft-message', { roomId, clientId: randomUUID(), content: 'Hi' })).toEqual({ error: 'This chat is closed' });
    expect(server.messages).toEqual([]);
    expect(() => server.assertNoViolations()).not.toThrow();
  });

  it("gives the visitor's open room for createRoom, and a new one once it is closed", async () => {
    expect(await socket.timeout(2_000).emitWithAck('createRoom', { customerId: VISITOR, current_page: '/' })).toEqual({ ok: true, roomId });
    server.updateRoom(roomId, { status: 'closed' });
    const answer = await socket.timeout(2_000).emitWithAck('createRoom', { customerId: VISITOR, current_page: '/' });
    expect(answer).toEqual({ ok: true, roomId: expect.any(String) });
    expect(answer.ok && answer.roomId).not.toBe(roomId);
  });
});

describe("the chat stand-in's HTTP calls keep the server's state rules", () => {
  const call = (method: string, path: string, body: unknown = {}) =>
    fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${standInVisitorToken(VISITOR)}` }, body: JSON.stringify(body) });

  it('escalates an open chat, and refuses a closed one with 409 as the server does', async () => {
    const escalated = await call('POST', `/api/chat/chat-room/${roomId}/escalate`);
    expect(escalated.status).toBe(200);
    expect(await escalated.json()).toMatchObject({ id: roomId, escalated: true });
    server.updateRoom(roomId, { status: 'closed' });
    const refused = await call('POST', `/api/chat/chat-room/${roomId}/escalate`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'This chat is closed' });
    expect(() => server.assertNoViolations()).not.toThrow();
  });

  it('rates a closed chat, and refuses an open one with 409 as the server does', async () => {
    const refused = await call('POST', `/api/chat/chat-room/${roomId}/rating`, { rating: 5 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'A chat is rated once it is closed' });
    server.updateRoom(roomId, { status: 'closed' });
    const rated = await call('POST', `/api/chat/chat-room/${roomId}/rating`, { rating: 5 });
    expect(rated.status).toBe(200);
    expect(await rated.json()).toMatchObject({ id: roomId, rating: 5 });
    expect(() => server.assertNoViolations()).not.toThrow();
  });
});

describe('handleSocketContract', () => {
  it('will not start a stand-in whose handlers are not the contract’s events, when a cast got past the type check', () => {
    const noop = () => undefined;
    const api = { recordViolation: noop };
    expect(() => handleSocketContract({} as ServerSocket, 'staff', api, { typing: noop } as never)).toThrow(
      'A stand-in handles typing; the staff socket contract has book-craft-message, typing',
    );
    expect(() => handleSocketContract({} as ServerSocket, 'staff', api, { typing: noop, 'book-craft-message': noop, shout: noop } as never)).toThrow('A stand-in handles book-craft-message, shout, typing');
  });
});
