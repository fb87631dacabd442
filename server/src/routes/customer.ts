import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trafficSourceOf } from '@bookcraft/shared';
import { beaconSchema, customerFormUpdateSchema, customerParamsSchema, keywordSchema, pageUpdateSchema, registrationSchema, utmPayloadSchema } from '@bookcraft/shared/contracts';
import type { Deps } from '../deps';
import { clientKey, enforceRateLimit, LIMIT_MESSAGES } from '../http/rateLimit';
import { visitorFrom } from '../http/actors';
import { ClientError, parseWith } from '../http/errors';
import { parseJsonBody } from '../http/jsonBody';
import { relayToStaff } from '../visitors/relay';
import { addUtm, createCustomer, customerExists, listUtm, setCurrentPage, setPresence, updateFormFields } from '../visitors/repository';

// The customer calls of requirements §7. All but registration need the visitor token of that customer
// (Authorization: Bearer <token>): 401 without one, 403 for another customer's record.
// POST /api/customer                         registration -> 201 { id, token }; the same registrationKey again -> 200, the same visitor.
//                                            Also as a text/plain beacon when a short visit ends (presence 'offline').
// POST /api/customer/update/:id              { currentPage }
// PUT  /api/customer/signup/update/:id       form fields on blur (name, email, phone, lead...)
// GET  /api/customer/utm/:id                 that customer's UTM posts
// POST /api/customer/utm                     { customerId, utm_campaign, keyword, gclid, link }
// POST /api/track/keyword                    { keyword, link? }
// POST /api/customer/track                   sendBeacon on page close: text/plain { token, event: 'offline' }

export async function customerRoutes(app: FastifyInstance, { db, io, tokens, limits, config }: Deps) {
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

  /** The customer this request may act for; `id` must be that customer when given. */
  async function visitor(request: FastifyRequest, id?: string): Promise<string> {
    const customerId = await visitorFrom(request, db, tokens);
    if (id !== undefined && id !== customerId) throw new ClientError(403, 'Not your customer record');
    return customerId;
  }

  /** The visitor a tracking write is for, counted against their limit and their address's. */
  async function trackingVisitor(request: FastifyRequest, id?: string): Promise<string> {
    const customerId = await visitor(request, id);
    await limits.tracking.count(customerId, request.ip);
    return customerId;
  }

  app.post('/customer', async (request, reply) => {
    await enforceRateLimit(limits.registrations, clientKey(request.ip), LIMIT_MESSAGES.registrations);
    const payload = parseWith(registrationSchema, request.body);
    const source = trafficSourceOf(payload.landingPage);
    const { id, created } = await createCustomer(db, payload, source);
    if (created) relayToStaff(io, { type: 'registered', customerId: id, landingPage: payload.landingPage, utm_campaign: payload.utm_campaign, keyword: payload.keyword, gclid: payload.gclid ?? '', traffic_source: source, presence: payload.presence ?? 'active' });
    return reply.status(created ? 201 : 200).send({ id, token: tokens.issue(id) });
  });

  app.post('/customer/update/:id', async (request) => {
    const { id } = parseWith(customerParamsSchema, request.params);
    await trackingVisitor(request, id);
    const { currentPage } = parseWith(pageUpdateSchema, request.body);
    await setCurrentPage(db, id, currentPage);
    return { ok: true };
  });

  app.put('/customer/signup/update/:id', async (request) => {
    const { id } = parseWith(customerParamsSchema, request.params);
    await trackingVisitor(request, id);
    const contact = await updateFormFields(db, id, parseWith(customerFormUpdateSchema, request.body));
    relayToStaff(io, { type: 'customer', customerId: id, ...contact });
    return { ok: true };
  });

  app.get('/customer/utm/:id', async (request) => {
    const { id } = parseWith(customerParamsSchema, request.params);
    await visitor(request, id);
    return { utm: await listUtm(db, id) };
  });

  app.post('/customer/utm', async (request, reply) => {
    const utm = parseWith(utmPayloadSchema, request.body);
    await trackingVisitor(request, utm.customerId);
    await addUtm(db, utm.customerId, utm, history);
    relayToStaff(io, { type: 'utm', ...utm });
    return reply.status(201).send({ utm });
  });

  app.post('/track/keyword', async (request, reply) => {
    const customerId = await trackingVisitor(request);
    const { keyword, link = '' } = parseWith(keywordSchema, request.body);
    await addUtm(db, customerId, { utm_campaign: '', keyword, gclid: '', link }, history);
    return reply.status(204).send();
  });

  app.post('/customer/track', { bodyLimit: 4096 }, async (request, reply) => {
    const beacon = parseWith(beaconSchema, request.body);
    const customerId = tokens.verify(beacon.token);
    if (!customerId || !(await customerExists(db, customerId))) throw new ClientError(401, 'Invalid visitor token');
    await limits.tracking.count(customerId, request.ip);
    const at = await setPresence(db, customerId, 'offline', history);
    relayToStaff(io, { type: 'presence', customerId, status: 'offline', at });
    return reply.status(204).send();
  });
}
