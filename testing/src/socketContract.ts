import type { Socket } from 'socket.io';
import type { z } from 'zod';
import type { ChatAck } from '@bookcraft/shared';
import {
  checkSocketEvent,
  SOCKET_EVENTS,
  socketAckSchema,
  type SocketSide,
  type STAFF_SOCKET_EVENTS,
  type StaffClientEvents,
  type VISITOR_SOCKET_EVENTS,
  type VisitorClientEvents,
} from '@bookcraft/shared/contracts';
import type { StubApi } from './stubApi';

// One mechanism for every stand-in socket server (the visitor's chat server, the agent console's):
// the server's side of the socket contract (shared/src/contract/api/socketEvents.ts), with the very
// schemas the real server parses each event with.

interface Sides {
  visitor: { schemas: typeof VISITOR_SOCKET_EVENTS; events: VisitorClientEvents };
  staff: { schemas: typeof STAFF_SOCKET_EVENTS; events: StaffClientEvents };
}

/** The name of each event a socket of `side` may send, as the contract has it. */
export type ContractEvent<Side extends SocketSide> = keyof Sides[Side]['schemas'] & string;

/** The acknowledgement the contract types for `event` (`{ ok: true, roomId }` for createRoom); a bare `{ ok: true }` for one no client waits on, as the server answers it. */
type ReplyOf<Side extends SocketSide, E extends ContractEvent<Side>> = E extends keyof Sides[Side]['events']
  ? Sides[Side]['events'][E] extends (...args: infer Args) => void
    ? Args extends [unknown, infer Ack]
      ? Ack
      : (answer: ChatAck) => void
    : never
  : never;

/**
 * A stand-in's handler for every event of one side of the contract, and for no
 * other: adding, renaming or dropping an event in the contract fails the type
 * check until the stand-in follows. Each gets the payload as the server's
 * handler does (parsed by the event's schema: room ids as text, content
 * trimmed) and answers through `reply` when it likes, or never.
 */
export type ContractHandlers<Side extends SocketSide> = {
  [E in ContractEvent<Side>]: (payload: z.output<Sides[Side]['schemas'][E]>, reply: ReplyOf<Side, E>) => void;
};

/**
 * The server's side of the socket contract for a stand-in's socket: an event
 * the real server refuses (not in the contract: `{ error: 'Unknown event' }`;
 * a payload its schema refuses: `{ error: 'Invalid payload', fields }`) is
 * acknowledged as it acknowledges it, never reaches the stand-in's handlers,
 * and is recorded as a contract violation. An event it takes reaches them
 * parsed by its schema, as the server's handlers get it. `customerId` is the
 * visitor of a visitor socket's token.
 */
export function enforceSocketContract(socket: Socket, side: SocketSide, api: Pick<StubApi, 'recordViolation'>, customerId?: string): void {
  socket.use((packet, next) => {
    const [event, ...args] = packet;
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
    const refusal = checkSocketEvent(side, event, args, customerId);
    if (!refusal) {
      packet[1] = SOCKET_EVENTS[side][event]!.parse(args[0]);
      return next();
    }
    api.recordViolation(`socket event ${event}`, { call: `socket event ${event} ${JSON.stringify(args)}`, reason: `${refusal.error} ${JSON.stringify(refusal.fields ?? {})}` });
    ack?.(refusal);
  });
}

/**
 * Holds a stand-in's socket to the contract (enforceSocketContract) and gives
 * each event the contract has to its handler; a client's acknowledgement
 * callback, when it sent none, is a no-op. Each acknowledgement a handler gives
 * is checked with the contract's schema of that event's acknowledgements
 * (socketAckSchema): one the server never gives is recorded as a violation.
 */
export function handleSocketContract<Side extends SocketSide>(socket: Socket, side: Side, api: Pick<StubApi, 'recordViolation'>, handlers: ContractHandlers<Side>, customerId?: string): void {
  const contract = Object.keys(SOCKET_EVENTS[side]).sort();
  const handled = Object.keys(handlers).sort();
  if (handled.join('\n') !== contract.join('\n')) throw new Error(`A stand-in handles ${handled.join(', ')}; the ${side} socket contract has ${contract.join(', ')}`);
  enforceSocketContract(socket, side, api, customerId);
  for (const [event, handle] of Object.entries(handlers) as [string, (payload: unknown, reply: (answer: unknown) => void) => void][]) {
    const schema = socketAckSchema(side, event);
    socket.on(event, (payload: unknown, ack?: unknown) =>
      handle(payload, (answer) => {
        const checked = schema.safeParse(answer);
        if (!checked.success) api.recordViolation(`acknowledgement of ${event}`, { call: `socket event ${event}`, reason: `the stand-in acknowledged outside the contract: ${JSON.stringify(answer)}` });
        if (typeof ack === 'function') (ack as (answer: unknown) => void)(answer);
      }),
    );
  }
}
