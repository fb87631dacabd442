import type { IncomingMessage } from 'node:http';
import type { Server } from 'socket.io';
import type { Database } from '../db/database';
import { findSession, hashToken, SESSION_COOKIE } from '../staff/sessions';
import { customerExists } from '../visitors/repository';
import type { VisitorTokens } from '../visitors/token';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export const sessionCookieOf = (request: IncomingMessage) => cookieValue(request.headers.cookie, SESSION_COOKIE);

/**
 * CORS does not cover websockets: a page on any origin could open one with
 * the staff's cookie. The handshake's Origin must be the site itself or a
 * configured partner. Clients that send no Origin (not a browser) have no
 * ambient cookie to abuse and are let through to authenticate.
 */
export function originAllowed(request: IncomingMessage, partnerOrigins: string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  if (partnerOrigins.includes(origin)) return true;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Who is on the other end of a socket, decided at the handshake: a visitor
 * by the token in `auth`, staff by the session cookie. Anyone else is refused.
 */
export function authenticateSockets(io: Server, db: Database, tokens: VisitorTokens): void {
  io.use(async (socket, next) => {
    try {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      if (typeof token === 'string') {
        const customerId = tokens.verify(token);
        if (customerId && (await customerExists(db, customerId))) {
          socket.data.customerId = customerId;
          return next();
        }
        return next(new Error('unauthorized'));
      }
      // Partner origins may open visitor sockets only: a staff socket comes from the site's own pages.
      if (!originAllowed(socket.request, [])) return next(new Error('unauthorized'));
      const sessionToken = sessionCookieOf(socket.request);
      const staff = await findSession(db, sessionToken);
      if (!staff) return next(new Error('unauthorized'));
      // What a socket holds can reach Redis (other nodes' fetchSockets, connection-state recovery):
      // it keeps the session's hash, and its handshake no longer carries the cookie.
      socket.data.staff = staff;
      socket.data.sessionHash = hashToken(sessionToken!);
      delete socket.handshake.headers.cookie;
      next();
    } catch {
      next(new Error('unavailable'));
    }
  });
}
