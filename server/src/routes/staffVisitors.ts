import type { FastifyInstance } from 'fastify';
import { customerParamsSchema, staffVisitorsQuerySchema, statsQuerySchema } from '@bookcraft/shared';
import type { Deps } from '../deps';
import { ClientError, parseWith } from '../http/errors';
import { staffGuard } from '../staff/guard';
import { listVisitors, visitorDetail } from '../visitors/repository';
import { dashboardStats } from '../visitors/stats';

// GET /api/staff/visitors?page=&pageSize=   id, current page, presence, first-touch utm_campaign, keyword, gclid, last seen
// GET /api/staff/visitors/:id               the same with the page-visit history
// GET /api/staff/stats?from=YYYY-MM-DD&to=  online now, visitors and leads per day, conversion by landing page, campaign, source

export async function staffVisitorRoutes(app: FastifyInstance, { db }: Deps) {
  app.addHook('preHandler', staffGuard(db));

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
}
