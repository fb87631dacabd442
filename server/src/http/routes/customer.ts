import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trafficSourceOf } from '@bookcraft/shared/core';
import type { Deps } from '../deps';
import { clientKey, enforceRateLimit, LIMIT_MESSAGES } from '../../core/rateLimit';
import { contractRoutes } from '../contractRoutes';
import { ClientError } from '../../core/errors';
import { parseJsonBody } from '../jsonBody';
import { arrivalTouch, touchOf } from '../../leads/attribution';
import { relayToStaff } from '../../visitors/relay';
import { addUtm, createCustomer, customerExists, listUtm, setCurrentPage, setPresence, updateFormFields } from '../../visitors/repository';

// The customer calls of requirements §7. All but registration need the visitor token of that customer
// (Authorization: Bearer <token>): 401 without one, 403 for another customer's record.
// POST /api/customer                         registration -> 201 { id, token }; the same registrationKey again -> 200, the same visitor
//                                            (while only the beacon has used it, then REGISTRATION_KEY_TTL_MS: visitors/repository.ts).
//                                            Also as a text/plain beacon when a short visit ends (presence 'offline').
// POST /api/customer/update/:id              { currentPage }
// PUT  /api/customer/signup/update/:id       form fields on blur (name, email, phone, lead...)
// GET  /api/customer/utm/:id                 that customer's UTM posts
// POST /api/customer/utm                     { customerId, utm_campaign, keyword, gclid, link, and optionally the rest of the touch }
// POST /api/track/keyword                    { keyword, link? }
// POST /api/customer/track                   sendBeacon on page close: text/plain { token, event: 'offline' }

export async function customerRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, io, tokens, limits, config, clock } = deps;
  const history = config.visitorHistoryRows;
  // sendBeacon sends text/plain (no CORS preflight); its body is JSON all the same. A registration
  // beacon carries two page addresses of up to 2 KB each.
  app.addContentTypeParser('text/plain', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as ClientError, undefined);
    }
  });

  /** A tracking write, counted against its visitor's limit and their address's. */
  const tracking = { onRequest: [async (request: FastifyRequest) => limits.tracking.count(request.visitorId!, request.ip)] };
  const registrations = { onRequest: [async (request: FastifyRequest) => enforceRateLimit(limits.registrations, clientKey(request.ip), LIMIT_MESSAGES.registrations)] };

  route('POST /api/customer', async (request, reply) => {
    const payload = request.body;
    const source = trafficSourceOf(payload.landingPage);
    const { id, created } = await createCustomer(db, payload, source, touchOf(payload, clock.now()), clock.now());
    if (created) relayToStaff(io, { type: 'registered', customerId: id, landingPage: payload.landingPage, utm_campaign: payload.utm_campaign, keyword: payload.keyword, gclid: payload.gclid ?? '', traffic_source: source, presence: payload.presence ?? 'active' });
    return reply.status(created ? 201 : 200).send({ id, token: tokens.issue(id) });
  }, registrations);

  route('POST /api/customer/update/:id', async ({ params: { id }, body: { currentPage } }) => {
    await setCurrentPage(db, id, currentPage, clock.now());
    return { ok: true };
  }, tracking);

  route('PUT /api/customer/signup/update/:id', async ({ params: { id }, body }) => {
    const contact = await updateFormFields(db, id, body, clock.now());
    relayToStaff(io, { type: 'customer', customerId: id, ...contact });
    return { ok: true };
  }, tracking);

  route('GET /api/customer/utm/:id', async ({ params: { id } }) => ({ utm: await listUtm(db, id) }));

  route('POST /api/customer/utm', async ({ body: utm }, reply) => {
    const at = clock.now();
    await addUtm(db, utm.customerId, utm, history, at, arrivalTouch(utm, at));
    relayToStaff(io, { type: 'utm', customerId: utm.customerId, utm_campaign: utm.utm_campaign, keyword: utm.keyword, gclid: utm.gclid, link: utm.link });
    return reply.status(201).send({ utm });
  }, tracking);

  route('POST /api/track/keyword', async ({ visitorId, body: { keyword, link = '' } }, reply) => {
    await addUtm(db, visitorId!, { utm_campaign: '', keyword, gclid: '', link }, history, clock.now());
    return reply.status(204).send();
  }, tracking);

  route('POST /api/customer/track', async ({ body: beacon, ip }, reply) => {
    const customerId = tokens.verify(beacon.token);
    if (!customerId || !(await customerExists(db, customerId))) throw new ClientError(401, 'Invalid visitor token');
    await limits.tracking.count(customerId, ip);
    const at = await setPresence(db, customerId, 'offline', history, clock.now());
    relayToStaff(io, { type: 'presence', customerId, status: 'offline', at });
    return reply.status(204).send();
  }, { bodyLimit: 4096 });
}
