import type { Server, Socket } from 'socket.io';
import { createRoomSchema, fieldErrors, pageVisitedSchema, presenceSchema, rejoinSchema, systemMessageSchema, typingSchema, utmPayloadSchema } from '@bookcraft/shared';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { findSession, SESSION_COOKIE } from '../staff/sessions';
import { relayToStaff, STAFF_ROOM } from '../visitors/relay';
import { addUtm, customerExists, openRoom, recordVisit, setPresence } from '../visitors/repository';
import type { VisitorTokens } from '../visitors/token';

type Ack = (answer: unknown) => void;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Who is on the other end of a socket, decided at the handshake: a visitor
 * by the token in `auth`, staff by the session cookie. Anyone else is
 * refused. A visitor is joined to its own rooms by the server, never to a
 * room the client names.
 */
export function attachVisitorSockets(io: Server, db: Database, tokens: VisitorTokens): void {
  io.use(async (socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (typeof token === 'string') {
      const customerId = tokens.verify(token);
      if (customerId && (await customerExists(db, customerId))) {
        socket.data.customerId = customerId;
        return next();
      }
      return next(new Error('unauthorized'));
    }
    const staff = await findSession(db, cookieValue(socket.handshake.headers.cookie, SESSION_COOKIE));
    if (staff) {
      socket.data.staff = staff;
      return next();
    }
    next(new Error('unauthorized'));
  });

  io.on('connection', (socket) => {
    if (socket.data.staff) {
      void socket.join(STAFF_ROOM);
      return;
    }
    const customerId = socket.data.customerId as string;
    void socket.join(`customer:${customerId}`);
    handleVisitor(io, socket, db, customerId);
  });
}

function handleVisitor(io: Server, socket: Socket, db: Database, customerId: string) {
  /** Validates a payload and checks it is about this visitor; answers the ack with the outcome. */
  const on = <S extends z.ZodType>(event: string, schema: S, handle: (payload: z.infer<S>) => Promise<unknown>) => {
    socket.on(event, async (payload: unknown, ack?: Ack) => {
      const parsed = schema.safeParse(payload);
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!parsed.success) return reply({ error: 'Invalid payload', fields: fieldErrors(parsed.error) });
      const claimed = (parsed.data as { customerId?: string }).customerId;
      if (claimed !== undefined && claimed !== customerId) return reply({ error: 'Not your customer id' });
      try {
        reply({ ok: true, ...((await handle(parsed.data)) as object) });
      } catch (error) {
        console.error(`Socket ${event} failed:`, (error as Error).message);
        reply({ error: 'Please try again' });
      }
    });
  };

  on('createRoom', createRoomSchema, async ({ current_page }) => {
    const roomId = await openRoom(db, customerId, current_page);
    await socket.join(`room:${roomId}`);
    return { roomId };
  });

  on('customerRejoin', rejoinSchema, async () => {
    const at = await setPresence(db, customerId, 'active');
    relayToStaff(io, { type: 'presence', customerId, status: 'active', at });
    return {};
  });

  on('pageVisited', pageVisitedSchema, async ({ path }) => {
    const at = await recordVisit(db, customerId, path);
    relayToStaff(io, { type: 'page', customerId, path, at });
    return {};
  });

  on('utm-params', utmPayloadSchema, async (utm) => {
    await addUtm(db, customerId, utm);
    relayToStaff(io, { type: 'utm', ...utm });
    return {};
  });

  on('visitor-status', presenceSchema, async ({ status }) => {
    const at = await setPresence(db, customerId, status);
    relayToStaff(io, { type: 'presence', customerId, status, at });
    return {};
  });

  on('book-craft-message', systemMessageSchema, async (message) => {
    io.to(STAFF_ROOM).emit('visitor-system-message', { customerId, ...message });
    return {};
  });

  on('typing', typingSchema, async ({ roomId, typing }) => {
    socket.to(`room:${roomId}`).to(STAFF_ROOM).emit('typing', { roomId, senderRole: 'visitor', typing, customerId });
    return {};
  });
}
