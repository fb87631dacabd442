import type { StoredChatMessage } from '@bookcraft/shared';
import { createPendingSender, stillPending, type MessageSocket, type PendingSenderOptions, type SendOutcome } from './pendingMessages';

type Ack = Parameters<ReturnType<MessageSocket['timeout']>['emit']>[2];

/** A socket that records each send and lets the test answer it, or drop the connection under it. */
function fakeSocket() {
  const sends: { event: string; payload: unknown; timeoutMs: number; ack: Ack }[] = [];
  const socket = {
    connected: true,
    timeout: (timeoutMs: number) => ({
      emit: (event: string, payload: unknown, ack: Ack) => void sends.push({ event, payload, timeoutMs, ack }),
    }),
  };
  return {
    socket,
    sends,
    /** As socket.io does when the connection drops: every open acknowledgement fails. */
    drop() {
      socket.connected = false;
      sends.forEach((send) => send.ack(new Error('socket has been disconnected'), undefined as never));
    },
  };
}

const stored = (clientId: string | null, id = '7'): StoredChatMessage => ({
  id,
  clientId,
  roomId: '3',
  content: 'Hello',
  senderRole: 'visitor',
  senderName: null,
  attachmentId: null,
  createdAt: '2025-05-01T10:00:00.000Z',
});

const hello = { clientId: 'c1', roomId: '3', content: 'Hello' };

function setUp(options: Partial<PendingSenderOptions> = {}) {
  const fake = fakeSocket();
  const outcomes: [string, SendOutcome][] = [];
  const sender = createPendingSender(fake.socket, { ackTimeoutMs: 10_000, onOutcome: (clientId, outcome) => outcomes.push([clientId, outcome]), ...options });
  return { ...fake, sender, outcomes };
}

describe('a pending message', () => {
  it('is sent with its client id and the acknowledgement timeout, naming its sender only when told', () => {
    const visitor = setUp();
    visitor.sender.send({ ...hello, attachmentId: null });
    expect(visitor.sends).toEqual([{ event: 'book-craft-message', payload: { roomId: '3', clientId: 'c1', content: 'Hello' }, timeoutMs: 10_000, ack: expect.any(Function) }]);

    const agent = setUp({ senderRole: 'agent', ackTimeoutMs: 15_000 });
    agent.sender.send({ ...hello, attachmentId: 'a1' });
    expect(agent.sends[0]).toMatchObject({ payload: { roomId: '3', clientId: 'c1', content: 'Hello', senderRole: 'agent', attachmentId: 'a1' }, timeoutMs: 15_000 });
  });

  it('is not sent while disconnected', () => {
    const { socket, sender, sends } = setUp();
    socket.connected = false;
    sender.send(hello);
    expect(sends).toHaveLength(0);
  });

  it('ends stored, refused or unanswered, as the server answers', () => {
    const { sender, sends, outcomes } = setUp();
    sender.send(hello);
    sender.send({ ...hello, clientId: 'c2' });
    sender.send({ ...hello, clientId: 'c3' });
    sends[0]!.ack(null, { ok: true, message: stored('c1') });
    sends[1]!.ack(null, { error: 'Please try again' });
    sends[2]!.ack(new Error('operation has timed out'), undefined as never);
    expect(outcomes).toEqual([
      ['c1', { outcome: 'stored', message: stored('c1') }],
      ['c2', { outcome: 'refused', error: 'Please try again' }],
      ['c3', { outcome: 'noAnswer' }],
    ]);
  });

  it('counts only the answer to its latest send', () => {
    const { sender, sends, outcomes } = setUp();
    sender.send(hello);
    sender.send(hello);
    sends[0]!.ack(new Error('operation has timed out'), undefined as never);
    expect(outcomes).toEqual([]);
    sends[1]!.ack(null, { ok: true, message: stored('c1') });
    expect(outcomes).toEqual([['c1', { outcome: 'stored', message: stored('c1') }]]);
  });
});

describe('after a reconnect', () => {
  it('sends again what a lost connection cut off, reported as no outcome at all', () => {
    const { socket, sender, sends, outcomes, drop } = setUp();
    sender.send(hello);
    drop();
    expect(outcomes).toEqual([]);

    socket.connected = true;
    sender.resend([hello]);
    expect(sends.map((send) => send.payload)).toEqual([hello, hello]);
  });

  it('does not send again a message whose latest send still waits for its answer', () => {
    const { sender, sends } = setUp();
    sender.send(hello);
    sender.resend([hello, { ...hello, clientId: 'c2' }]);
    expect(sends.map((send) => (send.payload as { clientId: string }).clientId)).toEqual(['c1', 'c2']);
  });
});

describe('stillPending', () => {
  it('drops the pending messages the server stored, by client id, keeping the order of the others', () => {
    const pending = [{ clientId: 'c1' }, { clientId: 'c2' }, { clientId: 'c3' }];
    expect(stillPending(pending, [stored('c2'), stored(null, '8')])).toEqual([{ clientId: 'c1' }, { clientId: 'c3' }]);
  });
});
