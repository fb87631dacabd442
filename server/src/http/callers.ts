import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ApiCaller } from '@bookcraft/shared/contracts';
import type { Actor } from '../chat/actor';
import type { Database } from '../core/db/database';
import { staffGuard } from '../staff/guard';
import type { VisitorTokens } from '../visitors/token';
import { actorFrom, visitorFrom } from './actors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor whose token the request carries, on visitor routes. */
    visitorId?: string;
    /** The visitor or the staff member calling, on routes open to both. */
    actor?: Actor;
  }
}

export interface CallerGuardDeps {
  db: Database;
  tokens: VisitorTokens;
}

/** The onRequest hooks that establish each kind of caller of the API contract, or answer 401 (403 for a cross-origin change). */
export function callerGuards({ db, tokens }: CallerGuardDeps): Record<ApiCaller, onRequestHookHandler[]> {
  const requireVisitor = async (request: FastifyRequest) => {
    request.visitorId = await visitorFrom(request, db, tokens);
  };
  const requireActor = async (request: FastifyRequest) => {
    request.actor = await actorFrom(request, db, tokens);
    request.visitorId = request.actor.customerId;
  };
  return {
    public: [],
    visitor: [requireVisitor],
    staff: [staffGuard(db)],
    'visitor or staff': [requireActor],
    // A beacon cannot set headers: its handler reads the token from the body.
    'visitor token in body': [],
  };
}
