import { SALES_ROLES } from '@bookcraft/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { disconnectMember } from '../chat/staffSockets';
import { contractRoutes } from '../http/contractRoutes';
import { publicOrigin } from '../http/publicOrigin';
import { unassignAll } from '../routing/assignment';
import { auditPage } from '../team/audit';
import { acceptInvitation, activeMembers, changeMember, completeReset, invite, requestReset, teamOf } from '../team/members';
import { sameOrigin, signedIn } from './staff';

// GET  /api/staff/members                       any member: the active members' ids, names and availability (no e-mails)
// GET  /api/staff/team                          admins: members and pending invitations
// POST /api/staff/invitations                   admins: { email, role } -> 201, a single-use link mailed through the outbox
// POST /api/staff/invitations/accept            { token, name, password } -> 200 signed in | 400 used or expired link
// PUT  /api/staff/members/:id                   admins: { role?, active? } -> 200; deactivation ends the member's sessions and sockets
// POST /api/staff/password-reset                { email } -> 202 whether or not the address is a member's
// POST /api/staff/password-reset/complete       { token, password } -> 200 signed in, other sessions ended
// GET  /api/staff/audit?page=&pageSize=         admins: who did what, newest first
export async function teamRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, io, clock, config } = deps;

  route('GET /api/staff/members', async () => activeMembers(db));
  route('GET /api/staff/team', async () => teamOf(db, clock.now()));

  route('POST /api/staff/invitations', async (request, reply) => {
    const invitation = await invite(db, clock, request.staff!, request.body, publicOrigin(config.publicUrl, request));
    deps.kickMail();
    return reply.status(201).send(invitation);
  });

  route('POST /api/staff/invitations/accept', async (request, reply) => signedIn(deps, request, reply, await acceptInvitation(db, clock, request.body)), sameOrigin);

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

  route('POST /api/staff/password-reset', async (request, reply) => {
    if (await requestReset(db, clock, request.body.email, publicOrigin(config.publicUrl, request))) deps.kickMail();
    return reply.status(202).send({ accepted: true });
  }, sameOrigin);

  route('POST /api/staff/password-reset/complete', async (request, reply) => signedIn(deps, request, reply, await completeReset(db, clock, request.body)), sameOrigin);

  route('GET /api/staff/audit', async ({ query: { page, pageSize } }) => auditPage(db, page, pageSize));
}
