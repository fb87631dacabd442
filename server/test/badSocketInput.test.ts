import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket as ServerSocket } from 'socket.io';
import { productionBackend, useServer } from './helpers';
import { bodyMutations, deepArrays } from './corpus/mutations';
import { SOCKET_CASES, socketSender, type Ack } from './corpus/socketEvents';
import { CORPUS_ENV, makeWorld, storedCounts, type World } from './corpus/world';
import { openSocket } from './visitorHelpers';

// Bad input on the socket: every event a visitor or an agent may send takes the corpus
// of bad payloads. Each is refused with an error acknowledgement naming the field, nothing is
// stored, and the server goes on serving.

const SIDES = ['visitor', 'staff'] as const;
/** Events socket.io itself listens to on a server socket; not for clients to send. */
const INTERNAL = new Set(['disconnect', 'disconnecting', 'error']);

function assertRefused(ack: Ack, field: string, label: string) {
  assert.equal(typeof ack.error, 'string', `${label}: not refused: ${JSON.stringify(ack)}`);
  const named = Object.keys(ack.fields ?? {}).some((key) => field === '*' || key === field || key.startsWith(`${field}.`));
  assert.ok(named, `${label}: the refusal does not name "${field}": ${JSON.stringify(ack)}`);
}

for (const backend of await productionBackend()) {
  describe(`bad input on the socket on ${backend.name}`, { skip: backend.skip }, () => {
    const server = useServer(backend.env, CORPUS_ENV);
    const url = () => server.running.url;
    const counts = () => storedCounts(server.running.server.db, server.running.dataDir);
    let world: World;
    const theWorld = async () => (world ??= await makeWorld(url(), server.running.server.db));

    it('has a corpus entry for every event a visitor or staff socket handles', async () => {
      for (const side of SIDES) {
        const sender = socketSender(await theWorld(), side);
        const client = await sender.current();
        const socket = server.running.server.io.sockets.sockets.get(client.id!) as ServerSocket;
        const handled = socket.eventNames().map(String).filter((event) => !INTERNAL.has(event));
        const cased = Object.values(SOCKET_CASES).filter((entry) => entry.side === side).map((entry) => entry.event);
        assert.deepEqual([...new Set(handled)].sort(), [...new Set(cased)].sort(), side);
        sender.close();
      }
    });

    for (const [name, socketCase] of Object.entries(SOCKET_CASES)) {
      it(`${name}: refuses each bad field with an error naming it, storing nothing`, async () => {
        const sender = socketSender(await theWorld(), socketCase.side);
        try {
          const valid = socketCase.valid(world);
          assert.equal((await sender.emit(socketCase.event, valid)).ok, true, `${name}: the valid payload is refused`);
          const before = await counts();
          // A socket message is at most 20 KB: text is 10,000 characters and fields nest 5,000 deep here, a whole payload 10,000 deep below.
          for (const mutation of bodyMutations(valid, { ...socketCase, hugeText: 10_000, depth: 5_000 })) {
            const ack = mutation.json !== undefined ? await sender.emitRaw(socketCase.event, mutation.json) : await sender.emit(socketCase.event, mutation.value);
            assertRefused(ack, mutation.field, `${name}, ${mutation.name}`);
          }
          assert.deepEqual(await counts(), before, `${name}: something was stored`);
        } finally {
          sender.close();
        }
      });
    }

    for (const side of SIDES) {
      it(`a ${side} socket refuses payloads of the wrong shape, unknown events and extra arguments`, async () => {
        const sender = socketSender(await theWorld(), side);
        try {
          const before = await counts();
          for (const payload of ['text', 42, null, [], true, Buffer.from('binary')]) {
            assertRefused(await sender.emit('book-craft-message', payload), '(body)', `${side}, payload ${JSON.stringify(payload)}`);
          }
          assertRefused(await sender.emit('book-craft-message'), '(body)', `${side}, no payload`);
          assertRefused(await sender.emit('typing', { roomId: world.A.roomId, senderRole: 'agent', typing: true }, { isAdmin: true }), '(body)', `${side}, two payloads`);
          for (const event of ['isAdmin', '__proto__', 'constructor', 'toString', 'agents-online', 'chat-room', 'visitor']) {
            const ack = await sender.emit(event, {});
            assert.equal(ack.error, 'Unknown event', `${side}, event ${event}: ${JSON.stringify(ack)}`);
          }
          assert.deepEqual(await counts(), before);
        } finally {
          sender.close();
        }
      });

      it(`a ${side} socket survives a payload 10,000 arrays deep, and one over the size limit`, async () => {
        const sender = socketSender(await theWorld(), side);
        try {
          assertRefused(await sender.emitRaw('book-craft-message', deepArrays()), '(body)', `${side}, 10,000 deep`);
          const socket = await sender.current();
          const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
          socket.emit('book-craft-message', { roomId: world.A.roomId, clientId: crypto.randomUUID(), content: 'x'.repeat(30_000) });
          assert.equal(await closed, 'transport close', 'the server drops a socket that sends more than 20 KB at once');
          // An event with no acknowledgement asked for, then the same socket type again: still served.
          (await sender.current()).emit('book-craft-message', null);
          assert.equal((await sender.emit('typing', { roomId: world.A.roomId, senderRole: side === 'staff' ? 'agent' : 'visitor', typing: false })).ok, true);
        } finally {
          sender.close();
        }
      });
    }

    it('still accepts new sockets after the corpus', async () => {
      const socket = await openSocket(url(), { token: world.A.token });
      socket.close();
    });
  });
}
