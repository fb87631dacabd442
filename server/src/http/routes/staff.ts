import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Availability } from '@bookcraft/shared/contracts';
import type { Queryable } from '../../core/db/database';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { disconnectSession } from '../../core/socketServer';
import { checkCredentials } from '../../staff/accounts';
import type { LoginThrottle } from '../../staff/loginThrottle';
import { refuseCrossOriginChange } from '../../staff/sameOrigin';
import { recordAudit } from '../../team/audit';
import { availabilityAtSignIn, renameSelf } from '../../team/members';
import { createSession, endSession, hashToken, SESSION_COOKIE, SESSION_TTL_MS, type StaffIdentity } from '../../staff/sessions';

// POST /api/staff/login   { email, password } -> 200 { id, email, name, role, availability } + session cookie | 400 | 401 | 403 other origin | 429 (Retry-After) locked
// POST /api/staff/logout  -> 204, session ended | 403 other origin
// GET  /api/staff/me      -> 200 { id, email, name, role, availability } | 401
export interface StaffRouteDeps extends Deps {
  loginThrottle: LoginThrottle;
}

/** For public routes that sign someone in or out: another origin's page may not (403). */
export const sameOrigin = { onRequest: [async (request: FastifyRequest) => refuseCrossOriginChange(request)] };

export async function staffRoutes(app: FastifyInstance, deps: StaffRouteDeps) {
  const route = contractRoutes(app, deps);
  const { db, io, loginThrottle } = deps;

  route('POST /api/staff/login', async (request, reply) => {
    const { email, password } = request.body;
    const attempt = await loginThrottle.attempt(request.ip);
    if (!attempt.allowed) {
      return reply.status(429).header('Retry-After', String(attempt.retryAfterSeconds)).send({ error: 'Too many failed sign-ins. Try again later.' });
    }
    const staff = await checkCredentials(db, email, password);
    if (!staff) return reply.status(401).send({ error: 'Wrong e-mail or password' });
    await attempt.succeeded();
    await recordAudit(db, deps.clock.now(), { actor: staff, action: 'signed in', subject: `member:${staff.email}` });
    return signedIn(deps, request, reply, staff);
  }, sameOrigin);

  route('POST /api/staff/logout', async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    const token = request.cookies[SESSION_COOKIE];
    if (token) disconnectSession(io, hashToken(token));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  }, sameOrigin);

  route('GET /api/staff/me', async (request) => staffSession(db, request.staff!));

  route('PUT /api/staff/me/name', async (request) => {
    const staff = request.staff!;
    await renameSelf(db, deps.clock, staff, request.body.name);
    return staffSession(db, { ...staff, name: request.body.name });
  });
}

/** What the console knows of who is signed in, with the availability they chose last (it outlives their sessions, so a reload shows it). */
async function staffSession(db: Queryable, { id, email, name, role }: StaffIdentity) {
  const [row] = await db.query<{ availability: Availability }>('SELECT availability FROM staff_accounts WHERE id = $1', [id]);
  return { id, email, name, role, availability: row!.availability };
}

/** Starts a session for a member who just proved who they are (a password, an invitation or reset link). */
export async function signedIn({ db }: Pick<Deps, 'db'>, request: FastifyRequest, reply: FastifyReply, staff: StaffIdentity) {
  // A fresh token at every sign-in: a session id seen before sign-in is never promoted.
  await endSession(db, request.cookies[SESSION_COOKIE]);
  await availabilityAtSignIn(db, staff);
  setSessionCookie(request, reply, await createSession(db, staff.id));
  return staffSession(db, staff);
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    // Over plain HTTP (development) a Secure cookie would be dropped; HTTPS is told by the request or a trusted proxy.
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}
