import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'socket.io-client';
import { waitFor } from './faultHelpers';
import { productionBackend, useServer } from './helpers';
import type { Body } from './corpus/apiRoutes';
import { badStaffCookies, badVisitorTokens } from './corpus/credentials';
import { CORPUS_ENV, makeWorld, type World } from './corpus/world';
import { emitWithAck, openSocket } from './visitorHelpers';
import { NOT_SALES_TEAM } from '../src/realtime/handshake';

// Who may do what on the socket: every event × {visitor A, visitor B, staff}, always
// naming visitor A's records; a socket with no credentials, or forged or expired ones, is refused
// at the handshake; an agent whose session ends mid-connection is refused and disconnected.

/** `staff` is the admin; `agent` a member with the agent role, whom every staff event admits too. */
type SocketActor = 'A' | 'B' | 'agent' | 'staff';
type Outcome = 'ok' | 'refused';

const ROWS: { name: string; event: string; payload: (world: World) => Body; may: Record<SocketActor, Outcome> }[] = [
  { name: "open a chat for A's record", event: 'createRoom', payload: (w) => ({ customerId: w.A.id, current_page: '/services' }), may: { A: 'ok', B: 'refused', agent: 'refused', staff: 'refused' } },
  { name: "rejoin as A's record", event: 'customerRejoin', payload: (w) => ({ customerId: w.A.id }), may: { A: 'ok', B: 'refused', agent: 'refused', staff: 'refused' } },
  { name: "record a page visit for A", event: 'pageVisited', payload: (w) => ({ customerId: w.A.id, path: '/about' }), may: { A: 'ok', B: 'refused', agent: 'refused', staff: 'refused' } },
  { name: "record UTM parameters for A", event: 'utm-params', payload: (w) => ({ customerId: w.A.id, utm_campaign: 'x', keyword: 'y', gclid: '', link: '/' }), may: { A: 'ok', B: 'refused', agent: 'refused', staff: 'refused' } },
  { name: 'set its own presence', event: 'visitor-status', payload: () => ({ status: 'away' }), may: { A: 'ok', B: 'ok', agent: 'refused', staff: 'refused' } },
  { name: "write in A's room", event: 'book-craft-message', payload: (w) => ({ roomId: w.A.roomId, clientId: randomUUID(), content: 'hello' }), may: { A: 'ok', B: 'refused', agent: 'ok', staff: 'ok' } },
  { name: "send a presence line into A's room", event: 'book-craft-message', payload: (w) => ({ content: 'Visitor is idle', senderRole: 'system', roomId: w.A.roomId, createdAt: new Date().toISOString() }), may: { A: 'ok', B: 'refused', agent: 'refused', staff: 'refused' } },
  { name: "type in A's room", event: 'typing', payload: (w) => ({ roomId: w.A.roomId, senderRole: 'visitor', typing: true }), may: { A: 'ok', B: 'refused', agent: 'ok', staff: 'ok' } },
];

const socketOf = (world: World, actor: SocketActor) =>
  openSocket(world.url, actor === 'staff' ? { cookie: world.staffCookie } : actor === 'agent' ? { cookie: world.agent.cookie } : { token: world[actor].token });

/** Collects what a socket receives, to show later what it did not. */
function inbox(socket: Socket) {
  const received: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  return received;
}

for (const backend of await productionBackend()) {
  describe(`who may do what on the socket on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;

    for (const row of ROWS) {
      it(`${row.event}, ${row.name}: ${Object.entries(row.may).map(([actor, outcome]) => `${actor} ${outcome}`).join(', ')}`, async () => {
        const world = await makeWorld(url(), server.running.server.db);
        for (const actor of ['B', 'agent', 'A', 'staff'] as const) {
          // A's conversation is nobody's before each try: a member who answered it would have taken it.
          await world.db.query('UPDATE chat_rooms SET agent_id = NULL WHERE id = $1::bigint', [world.A.roomId]);
          const socket = await socketOf(world, actor);
          try {
            const payload = row.payload(world);
            if ((actor === 'staff' || actor === 'agent') && payload.senderRole === 'visitor') payload.senderRole = 'agent';
            const ack = await emitWithAck(socket, row.event, payload);
            const label = `${row.event} as ${actor}: ${JSON.stringify(ack)}`;
            if (row.may[actor] === 'ok') assert.equal(ack.ok, true, label);
            else assert.equal(typeof ack.error, 'string', label);
          } finally {
            socket.close();
          }
        }
      });
    }

    it("relays A's room to A and staff only: B hears none of it, and no visitor hears tracking", async () => {
      const world = await makeWorld(url(), server.running.server.db);
      const [a, b, staff] = await Promise.all([socketOf(world, 'A'), socketOf(world, 'B'), socketOf(world, 'staff')]);
      const heardByB = inbox(b);
      const heardByA = inbox(a);
      // Markers: a message staff send after everything else to a room; once it is in, so is everything sent to that socket before it.
      const says = (content: string) => ([event, payload]: [string, unknown]) => event === 'book-craft-message' && (payload as { content: string }).content === content;
      const marker = (heard: typeof heardByB, content: string) => waitFor(() => heard.some(says(content)) || undefined, `"${content}" to arrive`);
      try {
        // Staff take B's room first, so that the marker for B later brings nothing else with it.
        await emitWithAck(staff, 'book-craft-message', { roomId: world.B.roomId, clientId: randomUUID(), content: 'hello B' });
        await marker(heardByB, 'hello B');
        const toStaff = new Promise((resolve) => staff.on('book-craft-message', (message: { content: string }) => message.content === 'for staff' && resolve(message)));
        await emitWithAck(a, 'book-craft-message', { roomId: world.A.roomId, clientId: randomUUID(), content: 'for staff' });
        await toStaff;
        await emitWithAck(a, 'typing', { roomId: world.A.roomId, senderRole: 'visitor', typing: true });
        await emitWithAck(staff, 'book-craft-message', { roomId: world.A.roomId, clientId: randomUUID(), content: 'for A' });
        await emitWithAck(staff, 'typing', { roomId: world.A.roomId, senderRole: 'agent', typing: true });
        await emitWithAck(a, 'pageVisited', { customerId: world.A.id, path: '/about' });
        await emitWithAck(staff, 'book-craft-message', { roomId: world.B.roomId, clientId: randomUUID(), content: 'marker for B' });
        await emitWithAck(staff, 'book-craft-message', { roomId: world.A.roomId, clientId: randomUUID(), content: 'marker for A' });
        await Promise.all([marker(heardByB, 'marker for B'), marker(heardByA, 'marker for A')]);
        const beforeMarker = heardByB.slice(heardByB.findIndex(says('hello B')) + 1, heardByB.findIndex(says('marker for B')));
        assert.deepEqual(beforeMarker.filter(([event]) => event !== 'agents-online'), [], 'B heard something of A');
        assert.ok(heardByA.some(([event, payload]) => event === 'book-craft-message' && (payload as { content: string }).content === 'for A'));
        assert.equal(heardByA.some(([event]) => event === 'visitor'), false, 'a visitor heard tracking events');
      } finally {
        [a, b, staff].forEach((socket) => socket.close());
      }
    });

    it("stores a visitor's message as the visitor's, whatever role it claims", async () => {
      const world = await makeWorld(url(), server.running.server.db);
      const a = await socketOf(world, 'A');
      try {
        const ack = (await emitWithAck(a, 'book-craft-message', { roomId: world.A.roomId, clientId: randomUUID(), content: 'I am staff', senderRole: 'agent' })) as { message?: { senderRole: string } };
        assert.equal(ack.message?.senderRole, 'visitor');
      } finally {
        a.close();
      }
    });

    it('refuses a handshake with no credentials, or forged, borrowed, mangled or expired ones', async () => {
      const world = await makeWorld(url(), server.running.server.db);
      const { db } = server.running.server;
      await assert.rejects(openSocket(url()), 'no credentials');
      for (const [name, token] of await badVisitorTokens(world, db)) {
        if (token === '') continue; // an empty token is no token: the handshake then looks for a session, and finds none below
        await assert.rejects(openSocket(url(), { token }), `visitor token: ${name}`);
      }
      for (const [name, cookie] of await badStaffCookies(world, db)) await assert.rejects(openSocket(url(), { cookie }), `session: ${name}`);
      await assert.rejects(openSocket(url(), { token: world.A.token, origin: 'https://evil.example' }), 'another origin');
    });

    it("refuses an editor's staff socket at the handshake: the blog's members hear no visitor and no chat", async () => {
      const world = await makeWorld(url(), server.running.server.db);
      await assert.rejects(openSocket(url(), { cookie: world.editor.cookie }), (error: Error) => error.message === NOT_SALES_TEAM);
    });

    it("refuses an agent's next event, and disconnects it, once the session has expired or signed out", async () => {
      const world = await makeWorld(url(), server.running.server.db);
      const { db } = server.running.server;
      const staff = await socketOf(world, 'staff');
      const dropped = new Promise((resolve) => staff.once('disconnect', resolve));
      await db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 second'`);
      const ack = await emitWithAck(staff, 'book-craft-message', { roomId: world.A.roomId, clientId: randomUUID(), content: 'too late' });
      assert.equal(ack.error, 'Sign in again');
      await dropped;
      const [{ count }] = (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM chat_messages WHERE content = 'too late'`)) as [{ count: number }];
      assert.equal(count, 0);

      const again = await makeWorld(url(), server.running.server.db);
      const signedIn = await socketOf(again, 'staff');
      const signedOut = new Promise((resolve) => signedIn.once('disconnect', resolve));
      await fetch(`${url()}/api/staff/logout`, { method: 'POST', headers: { cookie: again.staffCookie } });
      await signedOut;
    });
  });
}
