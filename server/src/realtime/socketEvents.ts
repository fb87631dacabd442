import type { Socket } from 'socket.io';
import { CHAT_LIMITS, fieldErrors } from '@bookcraft/shared';
import type { z } from 'zod';
import { ClientError } from '../http/errors';

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

/**
 * Registers socket event handlers that validate their payload with a shared
 * schema, run only while `allowed()` holds, and answer the acknowledgement
 * with `{ ok: true, ... }` or `{ error, fields? }`; never an unhandled throw.
 */
export function socketEvents(socket: Socket, allowed: () => Promise<boolean> = async () => true) {
  const withinLimit = rateLimiter();
  return function on<S extends z.ZodType>(event: string, schema: S, handle: (payload: z.infer<S>) => Promise<object | void>) {
    socket.on(event, async (payload: unknown, ack?: Ack) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!withinLimit()) return reply({ error: 'Too many messages, please slow down' });
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return reply({ error: 'Invalid payload', fields: fieldErrors(parsed.error) });
      try {
        if (!(await allowed())) {
          socket.disconnect(true);
          return reply({ error: 'Sign in again' });
        }
        reply({ ok: true, ...((await handle(parsed.data)) ?? {}) });
      } catch (error) {
        if (error instanceof ClientError) return reply({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
        console.error(`Socket ${event} failed:`, (error as Error).message);
        reply({ error: 'Please try again' });
      }
    });
  };
}
