import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { staffLoginSchema } from '@bookcraft/shared';
import type { Deps } from '../deps';
import { parseWith } from '../http/errors';
import { disconnectSession } from '../chat/staffSockets';
import { checkCredentials } from '../staff/accounts';
import { staffGuard } from '../staff/guard';
import { createSession, endSession, SESSION_COOKIE, SESSION_TTL_MS } from '../staff/sessions';

// POST /api/staff/login   { email, password } -> 200 { email } + session cookie | 400 | 401
// POST /api/staff/logout  -> 204, session ended
// GET  /api/staff/me      -> 200 { email } | 401
export async function staffRoutes(app: FastifyInstance, { db, io }: Deps) {
  const requireStaff = staffGuard(db);

  app.post('/staff/login', async (request, reply) => {
    const { email, password } = parseWith(staffLoginSchema, request.body);
    const staff = await checkCredentials(db, email, password);
    if (!staff) return reply.status(401).send({ error: 'Wrong e-mail or password' });
    // A fresh token at every sign-in: a session id seen before sign-in is never promoted.
    await endSession(db, request.cookies[SESSION_COOKIE]);
    setSessionCookie(request, reply, await createSession(db, staff.id));
    return { email: staff.email };
  });

  app.post('/staff/logout', async (request, reply) => {
    await endSession(db, request.cookies[SESSION_COOKIE]);
    disconnectSession(io, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  app.get('/staff/me', { preHandler: requireStaff }, async (request) => ({ email: request.staff!.email }));
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}
