import type { ClientEvents, ServerSocket } from '../core/socketServer';
import { CHAT_LIMITS } from '@bookcraft/shared/core';
import { validate } from '@bookcraft/shared/contracts';
import type { z } from 'zod';
import { ClientError } from '../core/errors';
import type { Log } from '../core/log';

type Ack = (answer: unknown) => void;

/** A socket may send so many events per window; past that it is told to slow down and ignored. */
function rateLimiter(limit = CHAT_LIMITS.socketEvents, windowMs = CHAT_LIMITS.socketWindowMs) {
  let windowStart = 0;
  let count = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart > windowMs) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    return count <= limit;
  };
}

/** socket.io hands the acknowledgement over as the last argument, when the client asked for one. */
function splitAck(args: unknown[]): { payloads: unknown[]; reply: Ack } {
  const last = args[args.length - 1];
  return typeof last === 'function' ? { payloads: args.slice(0, -1), reply: last as Ack } : { payloads: args, reply: () => undefined };
}

/** Whether a socket may send an event now: a signed-out staff socket is disconnected, a role the event does not admit refused. */
export type EventPermission = 'allowed' | 'signed out' | 'not your role';

/**
 * Registers socket event handlers that validate their payload with a shared
 * schema, run only while `permission(event)` allows them, and answer the acknowledgement
 * with `{ ok: true, ... }` or `{ error, fields? }`; never an unhandled throw.
 * An event with no handler is answered `{ error }` too, so a client never waits on silence.
 */
export function socketEvents(socket: ServerSocket, log: Log, permission: (event: string) => Promise<EventPermission> = async () => 'allowed') {
  const withinLimit = rateLimiter();
  socket.onAny((event: string, ...args: unknown[]) => {
    // Any name may arrive on the wire; only the contract's have listeners.
    if (socket.listeners(event as keyof ClientEvents).length === 0) splitAck(args).reply({ error: withinLimit() ? 'Unknown event' : 'Too many messages, please slow down' });
  });
  /** Handles one event of the contract: what arrives is unknown until its schema has parsed it. */
  return function on<S extends z.ZodType>(event: keyof ClientEvents & string, schema: S, handle: (payload: z.infer<S>) => Promise<object | void>) {
    const listener = async (...args: unknown[]) => {
      const { payloads, reply } = splitAck(args);
      if (!withinLimit()) return reply({ error: 'Too many messages, please slow down' });
      if (payloads.length > 1) return reply({ error: 'Invalid payload', fields: { '(body)': 'Send one payload.' } });
      const parsed = validate(schema, payloads[0]);
      if (!parsed.success) return reply({ error: 'Invalid payload', fields: parsed.fields });
      try {
        const allowed = await permission(event);
        if (allowed === 'not your role') return reply({ error: 'Your role does not allow this' });
        if (allowed === 'signed out') {
          // The answer first: after the disconnect it would never arrive.
          reply({ error: 'Sign in again' });
          socket.disconnect(true);
          return;
        }
        reply({ ok: true, ...((await handle(parsed.data)) ?? {}) });
      } catch (error) {
        if (error instanceof ClientError) return reply({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
        log.error(`Socket ${event} failed: ${(error as Error).message}`);
        reply({ error: 'Please try again' });
      }
    };
    socket.on(event, listener as never);
  };
}
