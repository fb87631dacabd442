import type { FastifyRequest } from 'fastify';
import type { Actor } from '../chat/actor';
import type { Database } from '../core/db/database';
import { refuseCrossOriginChange } from '../staff/sameOrigin';
import { findSession, SESSION_COOKIE } from '../staff/sessions';
import { customerExists } from '../visitors/repository';
import type { VisitorTokens } from '../visitors/token';
import { ClientError } from '../core/errors';

const bearerOf = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
};

/** The customer whose visitor token the request carries: 401 without a valid one. */
export async function visitorFrom(request: FastifyRequest, db: Database, tokens: VisitorTokens): Promise<string> {
  const token = bearerOf(request);
  if (!token) throw new ClientError(401, 'Visitor token required');
  const customerId = tokens.verify(token);
  if (!customerId || !(await customerExists(db, customerId))) throw new ClientError(401, 'Invalid visitor token');
  return customerId;
}

/** The visitor whose valid token the request carries, if any: a missing or stale token is no reason to refuse a lead. */
export async function visitorIfAny(request: FastifyRequest, db: Database, tokens: VisitorTokens): Promise<string | undefined> {
  const customerId = tokens.verify(bearerOf(request));
  return customerId && (await customerExists(db, customerId)) ? customerId : undefined;
}

/** A visitor by their token, else staff by their session cookie (changes only from the site's own pages); 401 for anyone else. */
export async function actorFrom(request: FastifyRequest, db: Database, tokens: VisitorTokens): Promise<Actor> {
  if (bearerOf(request)) return { customerId: await visitorFrom(request, db, tokens) };
  refuseCrossOriginChange(request);
  const staff = await findSession(db, request.cookies[SESSION_COOKIE]);
  if (!staff) throw new ClientError(401, 'Visitor token or staff sign-in required');
  return { staff };
}
