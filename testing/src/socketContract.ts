import type { Socket } from 'socket.io';
import { checkSocketEvent, type SocketSide } from '@bookcraft/shared/contracts';
import type { StubApi } from './stubApi';

/**
 * The server's side of the socket contract for a stand-in's socket: an event
 * the real server refuses is acknowledged as it acknowledges it, never
 * reaches the stand-in's handlers, and is recorded as a contract violation.
 * `customerId` is the visitor of a visitor socket's token.
 */
export function enforceSocketContract(socket: Socket, side: SocketSide, api: Pick<StubApi, 'recordViolation'>, customerId?: string): void {
  socket.use(([event, ...args], next) => {
    const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as (answer: unknown) => void) : undefined;
    const refusal = checkSocketEvent(side, event, args, customerId);
    if (!refusal) return next();
    api.recordViolation(`socket event ${event}`, { call: `socket event ${event} ${JSON.stringify(args)}`, reason: `${refusal.error} ${JSON.stringify(refusal.fields ?? {})}` });
    ack?.(refusal);
  });
}
