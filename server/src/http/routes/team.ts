import { SALES_ROLES } from '@bookcraft/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { disconnectMember } from '../../core/socketServer';
import { contractRoutes } from '../contractRoutes';
import { clientKey, enforceRateLimit, LIMIT_MESSAGES } from '../../core/rateLimit';
import { ClientError } from '../../core/errors';
import { unassignAll } from '../../assignment/assignment';
import { auditPage, recordAudit } from '../../team/audit';
import { linkState, revokeInvitation } from '../../team/links';
import { acceptInvitation, activeMembers, changeMember, completeReset, invite, requestReset, teamOf } from '../../team/members';
import { sameOrigin, signedIn } from './staff';

// GET  /api/staff/members                       any member: the active members' ids, names and availability (no e-mails)
// GET  /api/staff/team                          admins: members and pending invitations
// POST /api/staff/invitations                   admins: { email, role } -> 201, a single-use link mailed through the outbox
// POST /api/staff/invitations/accept            { token, name, password } -> 200 signed in | 400 used, revoked or expired link, or a sender no longer an active admin
// DELETE /api/staff/invitations/:id             admins: revokes a pending invitation (audited) -> 204
// POST /api/staff/links/check                   { purpose, token } -> what the link is worth (usable, used, revoked, expired, unknown), before a form is filled in
// PUT  /api/staff/members/:id                   admins: { role?, active? } -> 200; deactivation ends the member's sessions and sockets
// POST /api/staff/password-reset                { email } -> 202 at once, whether or not the address is a member's (the work is done after answering); 429 past the per-client limit
// POST /api/staff/password-reset/complete       { token, password } -> 200 signed in, other sessions ended
// GET  /api/staff/audit?page=&pageSize=         admins: who did what, newest first
export async function teamRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, io, clock } = deps;

  route('GET /api/staff/members', async () => activeMembers(db));
  route('GET /api/staff/team', async () => teamOf(db, clock.now()));

  route('POST /api/staff/invitations', async (request, reply) => {
    const invitation = await invite(db, clock, request.staff!, request.body, deps.siteUrl());
    deps.kickMail();
    return reply.status(201).send(invitation);
  });

  route('POST /api/staff/invitations/accept', async (request, reply) => signedIn(deps, request, reply, await acceptInvitation(db, clock, request.body)), sameOrigin);

  route('DELETE /api/staff/invitations/:id', async (request, reply) => {
    const now = clock.now();
    await db.transaction(async (tx) => {
      const email = await revokeInvitation(tx, now, request.params.id);
      if (!email) throw new ClientError(404, 'No such pending invitation');
      await recordAudit(tx, now, { actor: request.staff!, action: 'revoked invitation', subject: `member:${email}` });
    });
    return reply.status(204).send();
  });

  route('POST /api/staff/links/check', async (request) => linkState(db, clock.now(), request.body.purpose, request.body.token));

  route('PUT /api/staff/members/:id', async (request) => {
    const member = await changeMember(db, clock, request.staff!, request.params.id, request.body);
    if (!member.active) {
      disconnectMember(io, member.id);
      await unassignAll(deps, member.id, `${member.name} was deactivated`);
    } else if (!(SALES_ROLES as readonly string[]).includes(member.role)) {
      // An editor sees no visitor or chat: their live sockets end and their conversations go back to routing.
      disconnectMember(io, member.id);
      await unassignAll(deps, member.id, `${member.name} now writes the blog`);
    }
    return member;
  });

  // Answered before any work is done, so how long the answer takes says nothing of whether the address is a
  // member's. The work is done after, one request at a time, in the order they came.
  let resets = Promise.resolve();
  route('POST /api/staff/password-reset', async (request, reply) => {
    const { email } = request.body;
    resets = resets.then(async () => {
      try {
        if (await requestReset(db, clock, email, deps.siteUrl())) deps.kickMail();
      } catch (error) {
        deps.log.error(`Password reset request: ${(error as Error).message}`);
      }
    });
    return reply.status(202).send({ accepted: true });
  }, { onRequest: [...sameOrigin.onRequest, async (request) => enforceRateLimit(deps.limits.passwordResets, clientKey(request.ip), LIMIT_MESSAGES.passwordResets)] });

  route('POST /api/staff/password-reset/complete', async (request, reply) => signedIn(deps, request, reply, await completeReset(db, clock, request.body)), sameOrigin);

  route('GET /api/staff/audit', async ({ query: { page, pageSize } }) => auditPage(db, page, pageSize));
}
