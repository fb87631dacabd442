import type { IncomingMessage } from 'node:http';
import { fastifyCookie } from '@fastify/cookie';
import { SALES_ROLES } from '@bookcraft/shared/contracts';

import type { Deps } from '../http/deps';
import { TooManyRequestsError } from '../core/errors';
import { originAllowed } from '../http/publicOrigin';
import { findSession, hashToken, SESSION_COOKIE } from '../staff/sessions';
import { customerExists } from '../visitors/repository';
import { visitorSockets } from '../core/socketServer';

/** The staff session cookie of a socket's handshake, read by the same parser as the API's (@fastify/cookie). */
export const sessionCookieOf = (request: IncomingMessage): string | undefined => fastifyCookie.parse(request.headers.cookie ?? '')[SESSION_COOKIE];

/** Why a member outside the sales team (an editor) cannot open a staff socket. */
export const NOT_SALES_TEAM = 'forbidden: the live console is for the sales team';

/**
 * Who is on the other end of a socket, decided at the handshake: a visitor
 * by the token in `auth`, staff by the session cookie. Anyone else is refused.
 */
export function authenticateSockets({ io, db, tokens, config, limits, log }: Deps): void {
  const publicUrl = config.publicUrl;
  /** Why a visitor may not open another socket now, if they may not: too many open here, or too many tracking writes. */
  async function visitorRefusal(customerId: string): Promise<string | undefined> {
    if ((io.of('/').adapter.rooms.get(visitorSockets(customerId))?.size ?? 0) >= config.visitorSocketLimit) return 'Too many connections';
    try {
      await limits.tracking.count(customerId);
    } catch (error) {
      if (error instanceof TooManyRequestsError) return error.message;
      throw error;
    }
  }

  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token === 'string') {
        const customerId = tokens.verify(token);
        if (!customerId || !(await customerExists(db, customerId))) return next(new Error('unauthorized'));
        const refusal = await visitorRefusal(customerId);
        if (refusal) return next(new Error(refusal));
        socket.data.customerId = customerId;
        return next();
      }
      // Partner origins may open visitor sockets only: a staff socket comes from the site's own pages.
      if (!originAllowed(socket.request, { publicUrl, partnerOrigins: [] })) return next(new Error('unauthorized'));
      const sessionToken = sessionCookieOf(socket.request);
      const staff = await findSession(db, sessionToken);
      if (!staff) return next(new Error('unauthorized'));
      // The staff socket carries visitors and chats: an editor, who writes the blog, has no use for it and sees none of them.
      if (!(SALES_ROLES as readonly string[]).includes(staff.role)) return next(new Error(NOT_SALES_TEAM));
      // What a socket holds can reach Redis (other nodes' fetchSockets, connection-state recovery):
      // it keeps the session's hash, and its handshake no longer carries the cookie.
      socket.data.staff = staff;
      socket.data.sessionHash = hashToken(sessionToken!);
      delete socket.handshake.headers.cookie;
      next();
    } catch (error) {
      // Not a refusal: the database or the limiter failed. The client is told to try again; the log says why.
      log.error({ err: error, socketId: socket.id, visitor: typeof (socket.handshake.auth as { token?: unknown }).token === 'string' }, 'Socket handshake failed; answered "unavailable"');
      next(new Error('unavailable'));
    }
  });
}
