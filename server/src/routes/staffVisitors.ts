import type { FastifyInstance } from 'fastify';
import { customerParamsSchema, staffVisitorsQuerySchema, statsQuerySchema } from '@bookcraft/shared/contracts';
import type { Deps } from '../deps';
import { visitorSockets } from '../chat/relay';
import { ClientError, parseWith } from '../http/errors';
import { mediaStorage } from '../media/storage';
import { eraseVisitor, exportVisitor } from '../privacy/visitorData';
import { staffGuard } from '../staff/guard';
import { listVisitors, visitorDetail } from '../visitors/repository';
import { dashboardStats } from '../visitors/stats';

// GET /api/staff/visitors?page=&pageSize=   id, current page, presence, first-touch utm_campaign, keyword, gclid, last seen
// GET /api/staff/visitors/:id               the same with the page-visit history
// GET /api/staff/stats?from=YYYY-MM-DD&to=  online now, visitors and leads per day, conversion by landing page, campaign, source
// GET /api/staff/visitors/:id/export        everything held about the visitor, as one JSON document (a GDPR/CCPA access request)
// DELETE /api/staff/visitors/:id            erases the visitor, their chats, images and linked leads -> 204 (an erasure request)

export async function staffVisitorRoutes(app: FastifyInstance, { db, io, config }: Deps) {
  app.addHook('preHandler', staffGuard(db));
  const storage = mediaStorage(db, config.dataDir);

  app.get('/staff/visitors', async (request) => {
    const { page, pageSize } = parseWith(staffVisitorsQuerySchema, request.query);
    return { visitors: await listVisitors(db, pageSize, (page - 1) * pageSize), page, pageSize };
  });

  app.get('/staff/visitors/:id', async (request) => {
    const { id } = parseWith(customerParamsSchema, request.params);
    const visitor = await visitorDetail(db, id);
    if (!visitor) throw new ClientError(404, 'No such visitor');
    return visitor;
  });

  app.get('/staff/stats', async (request) => {
    const query = parseWith(statsQuerySchema, request.query);
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) throw new ClientError(400, 'Invalid request', { from: 'from must not be after to.' });
    return dashboardStats(db, { from, to });
  });

  app.get('/staff/visitors/:id/export', async (request, reply) => {
    const { id } = parseWith(customerParamsSchema, request.params);
    const data = await exportVisitor(db, id);
    if (!data) throw new ClientError(404, 'No such visitor');
    return reply.header('Content-Disposition', `attachment; filename="visitor-${id}.json"`).header('Cache-Control', 'no-store').send(data);
  });

  app.delete('/staff/visitors/:id', async (request, reply) => {
    const { id } = parseWith(customerParamsSchema, request.params);
    const erased = await eraseVisitor(db, id);
    if (!erased) throw new ClientError(404, 'No such visitor');
    await storage.remove(erased.files);
    // Their pages, on every node, lose the socket; their token names no one now, so it cannot come back.
    io.in(visitorSockets(id)).disconnectSockets(true);
    return reply.status(204).send();
  });
}
