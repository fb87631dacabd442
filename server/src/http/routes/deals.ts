import type { FastifyInstance } from 'fastify';
import { ClientError } from '../../core/errors';
import { changeDeal } from '../../deals/change';
import { openDeal } from '../../deals/open';
import { listDeals, readStages } from '../../deals/repository';
import { saveStages } from '../../deals/stages';
import { readTeamSettings } from '../../team/settings';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';

// Deals (docs/deals.md), the sales team's:
// GET  /api/staff/deals?owner=&stage=&from=&to=   the deals, newest first: an agent's own, any for an admin -> 200 | 403
// POST /api/staff/deals                           { leadId | consultationId | roomId } open one -> 201 | 404 | 409 (one already)
// PUT  /api/staff/deals/:id                       stage, amount, currency, expected close, services, lost reason, owner (admins) -> 200 | 400 | 403 | 404
// GET  /api/staff/deal-stages                     the stages in order
// PUT  /api/staff/deal-stages                     { stages } the admin's stages, in their new order -> 200 | 400 | 409 (a stage removed still holds deals)
export async function dealRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  route('GET /api/staff/deals', async ({ staff, query }) => {
    if (staff!.role !== 'admin' && query.owner && query.owner !== staff!.id) throw new ClientError(403, 'An agent sees their own deals');
    const { timeZone } = await readTeamSettings(db);
    const ownerId = staff!.role === 'admin' ? query.owner : staff!.id;
    return { deals: await listDeals(db, { ownerId, stageId: query.stage, from: query.from, to: query.to, timeZone }) };
  });

  route('POST /api/staff/deals', async ({ staff, body }, reply) => {
    const deal = await openDeal(db, staff!, body, clock.now());
    deps.kickDeliveries();
    return reply.status(201).send(deal);
  });

  route('PUT /api/staff/deals/:id', async ({ staff, params: { id }, body }) => {
    const deal = await changeDeal(db, staff!, id, body, clock.now());
    deps.kickDeliveries();
    return deal;
  });

  route('GET /api/staff/deal-stages', async () => ({ stages: await readStages(db) }));

  route('PUT /api/staff/deal-stages', async ({ staff, body }) => ({ stages: await saveStages(db, staff!, body, clock.now()) }));
}
