import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../core/db/database';
import { refuseCrossOriginChange, refuseSubresourceRequest } from './sameOrigin';
import { findSession, SESSION_COOKIE, type StaffIdentity } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffIdentity;
  }
}

/** The hook every staff endpoint runs first: 403 for a change sent from another origin or a request a page's image or script made, 401 without a live session. */
export function staffGuard(db: Database) {
  return async function requireStaff(request: FastifyRequest, reply: FastifyReply) {
    refuseCrossOriginChange(request);
    refuseSubresourceRequest(request);
    const staff = await findSession(db, request.cookies[SESSION_COOKIE]);
    if (!staff) return reply.status(401).send({ error: 'Staff sign-in required' });
    request.staff = staff;
  };
}
