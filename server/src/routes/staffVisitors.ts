import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { visitorSockets } from '../chat/relay';
import { contractRoutes } from '../http/contractRoutes';
import { ClientError } from '../http/errors';
import { mediaStorage } from '../media/storage';
import { eraseVisitor, exportVisitor } from '../privacy/visitorData';
import { listVisitors, visitorDetail } from '../visitors/repository';
import { dashboardStats } from '../visitors/stats';
import { ERASED_VISITOR, recordAudit } from '../team/audit';

// GET /api/staff/visitors?page=&pageSize=   id, current page, presence, first-touch utm_campaign, keyword, gclid, last seen
// GET /api/staff/visitors/:id               the same with the page-visit history
// GET /api/staff/stats?from=YYYY-MM-DD&to=&touch=first|last  online now, visitors and leads per day, conversion by landing page, campaign, source (by first or last touch)
// GET /api/staff/visitors/:id/export        everything held about the visitor and the visitors linked with them as one person, as one JSON document (a GDPR/CCPA access request)
// DELETE /api/staff/visitors/:id            erases the person: every linked visitor, their chats, images, mail and leads -> 204 (an erasure request)

export async function staffVisitorRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, io, config, clock } = deps;
  const storage = mediaStorage(db, config.dataDir);

  route('GET /api/staff/visitors', async ({ query: { page, pageSize } }) => {
    return { visitors: await listVisitors(db, pageSize, (page - 1) * pageSize), page, pageSize };
  });

  route('GET /api/staff/visitors/:id', async ({ params: { id } }) => {
    const visitor = await visitorDetail(db, id);
    if (!visitor) throw new ClientError(404, 'No such visitor');
    return visitor;
  });

  route('GET /api/staff/stats', async ({ query }) => {
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) throw new ClientError(400, 'Invalid request', { from: 'from must not be after to.' });
    return dashboardStats(db, { from, to }, query.touch);
  });

  route('GET /api/staff/visitors/:id/export', async ({ params: { id }, staff }, reply) => {
    const data = await exportVisitor(db, id, { at: clock.now(), salesEmail: config.salesEmail });
    if (!data) throw new ClientError(404, 'No such visitor');
    await recordAudit(db, clock.now(), { actor: staff!, action: 'exported visitor', subject: `visitor:${id}` });
    return reply.header('Content-Disposition', `attachment; filename="visitor-${id}.json"`).header('Cache-Control', 'no-store').send(data);
  });

  route('DELETE /api/staff/visitors/:id', async ({ params: { id }, staff }, reply) => {
    const erased = await eraseVisitor(db, id, clock.now());
    if (!erased) throw new ClientError(404, 'No such visitor');
    deps.kickWebhooks();
    await recordAudit(db, clock.now(), { actor: staff!, action: 'erased visitor', subject: ERASED_VISITOR });
    await storage.remove(erased.files);
    // Their pages (every visitor of the person), on every node, lose the socket; their tokens name no one now, so they cannot come back.
    for (const visitorId of erased.visitorIds) io.in(visitorSockets(visitorId)).disconnectSockets(true);
    return reply.status(204).send();
  });
}
