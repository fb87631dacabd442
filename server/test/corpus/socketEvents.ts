import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { openSocket } from '../visitorHelpers';
import type { Body } from './apiRoutes';
import type { World } from './world';

/** An event a socket may send, with a valid payload as its rightful sender writes it about visitor A. */
export interface SocketCase {
  /** Whose socket sends it: visitor A's, or a staff member's. */
  side: 'visitor' | 'staff';
  event: string;
  valid: (world: World) => Body;
  optional?: readonly string[];
  ids?: readonly string[];
  /** Fields that choose what kind of payload it is (a presence line's `senderRole`). */
  switches?: readonly string[];
}

const chatMessage = (world: World) => ({ roomId: world.A.roomId, clientId: randomUUID(), content: 'Hello' });
const messageRules = { optional: ['attachmentId', 'senderRole'], ids: ['roomId', 'clientId', 'attachmentId'] };

/** Every event a visitor's or a staff member's socket handles; `badSocketInput.test` fails for one missing here. */
export const SOCKET_CASES: Record<string, SocketCase> = {
  'visitor createRoom': { side: 'visitor', event: 'createRoom', valid: (world) => ({ customerId: world.A.id, current_page: '/services' }), ids: ['customerId'] },
  'visitor customerRejoin': { side: 'visitor', event: 'customerRejoin', valid: (world) => ({ customerId: world.A.id }), ids: ['customerId'] },
  'visitor pageVisited': { side: 'visitor', event: 'pageVisited', valid: (world) => ({ customerId: world.A.id, path: '/services' }), ids: ['customerId'] },
  'visitor utm-params': {
    side: 'visitor',
    event: 'utm-params',
    valid: (world) => ({ customerId: world.A.id, utm_campaign: 'spring', keyword: 'publish my book', gclid: 'abc', link: '/LP-GN-GAD' }),
    ids: ['customerId'],
  },
  'visitor visitor-status': { side: 'visitor', event: 'visitor-status', valid: () => ({ status: 'idle' }) },
  'visitor book-craft-message': { side: 'visitor', event: 'book-craft-message', valid: chatMessage, ...messageRules },
  'visitor book-craft-message (presence line)': {
    side: 'visitor',
    event: 'book-craft-message',
    valid: (world) => ({ content: 'Visitor is idle', senderRole: 'system', roomId: world.A.roomId, createdAt: new Date().toISOString() }),
    switches: ['senderRole'],
  },
  'visitor typing': { side: 'visitor', event: 'typing', valid: (world) => ({ roomId: world.A.roomId, senderRole: 'visitor', typing: true }) },
  'staff book-craft-message': { side: 'staff', event: 'book-craft-message', valid: chatMessage, ...messageRules },
  'staff typing': { side: 'staff', event: 'typing', valid: (world) => ({ roomId: world.A.roomId, senderRole: 'agent', typing: true }) },
};

export type Ack = { ok?: boolean; error?: string; fields?: Record<string, string> };

/**
 * Emits on a socket of `side`, opening a new one every 25 events: a socket
 * may send 30 events in 10 s, and the corpus is not testing that limit.
 */
export function socketSender(world: World, side: 'visitor' | 'staff') {
  let socket: Socket | undefined;
  let sent = 0;
  const current = async () => {
    if (!socket || !socket.connected || sent >= 25) {
      socket?.close();
      socket = await openSocket(world.url, side === 'visitor' ? { token: world.A.token } : { cookie: world.staffCookie });
      sent = 0;
    }
    sent += 1;
    return socket;
  };
  return {
    current,
    /**
     * Sends an event as raw socket.io text, for payloads the client library cannot
     * encode (it recurses, so 10,000 levels overflow its stack), and reads the
     * acknowledgement off the wire.
     */
    async emitRaw(event: string, payloadJson: string): Promise<Ack> {
      const engine = (await current()).io.engine;
      const ackId = 900_000 + sent;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no acknowledgement for ${event}`)), 5_000);
        const onPacket = (packet: { type: string; data?: unknown }) => {
          const prefix = `3${ackId}`;
          if (packet.type !== 'message' || typeof packet.data !== 'string' || !packet.data.startsWith(prefix)) return;
          engine.off('packet', onPacket);
          clearTimeout(timer);
          resolve((JSON.parse(packet.data.slice(prefix.length)) as Ack[])[0]!);
        };
        engine.on('packet', onPacket);
        engine.send(`2${ackId}[${JSON.stringify(event)},${payloadJson}]`);
      });
    },
    async emit(event: string, ...payloads: unknown[]): Promise<Ack> {
      return (await (await current()).timeout(5_000).emitWithAck(event, ...payloads)) as Ack;
    },
    close: () => socket?.close(),
  };
}
