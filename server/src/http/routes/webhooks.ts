import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { addressGuard } from '../../webhooks/addressGuard';
import { allEndpoints, createEndpoint, deleteEndpoint, deliveriesOf, editEndpoint, resendDelivery, sendTestEvent } from '../../webhooks/endpoints';

// Leads to the CRM (docs/webhooks.md): admins only; every change audited.
// GET    /api/staff/webhooks                                   the endpoints (secrets as their last four characters)
// POST   /api/staff/webhooks                                   { url, secret, events, description?, active? } -> 201; a private address is 400 on `url`
// PUT    /api/staff/webhooks/:id                               the same, `secret` optional (kept when left out)
// DELETE /api/staff/webhooks/:id                               the endpoint and its delivery log
// GET    /api/staff/webhooks/:id/deliveries?page=&pageSize=    its deliveries, newest first
// POST   /api/staff/webhooks/:id/deliveries/:delivery/resend   pending and due now, same Idempotency-Key
// POST   /api/staff/webhooks/:id/test                          a webhook.test delivery to this endpoint -> 202; 409 when it is inactive
export async function webhookRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;
  const guard = addressGuard(deps.config.webhookAllowedHosts);

  route('GET /api/staff/webhooks', async () => ({ endpoints: await allEndpoints(db) }));
  route('POST /api/staff/webhooks', async (request, reply) => reply.status(201).send(await createEndpoint(db, guard, clock.now(), request.staff!, request.body)));
  route('PUT /api/staff/webhooks/:id', async (request) => editEndpoint(db, guard, clock.now(), request.staff!, request.params.id, request.body));
  route('DELETE /api/staff/webhooks/:id', async (request, reply) => {
    await deleteEndpoint(db, clock.now(), request.staff!, request.params.id);
    return reply.status(204).send();
  });
  route('GET /api/staff/webhooks/:id/deliveries', async ({ params, query }) => ({ deliveries: await deliveriesOf(db, params.id, query.page, query.pageSize) }));
  route('POST /api/staff/webhooks/:id/deliveries/:delivery/resend', async (request) => {
    const delivery = await resendDelivery(db, clock.now(), request.staff!, request.params.id, request.params.delivery);
    deps.kickDeliveries();
    return delivery;
  });
  route('POST /api/staff/webhooks/:id/test', async (request, reply) => {
    const delivery = await sendTestEvent(db, clock.now(), request.staff!, request.params.id);
    deps.kickDeliveries();
    return reply.status(202).send(delivery);
  });
}
