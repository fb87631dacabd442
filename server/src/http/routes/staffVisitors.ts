import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

import { contractRoutes } from '../contractRoutes';
import { ClientError } from '../../core/errors';
import { mediaStorage } from '../../media/storage';
import { eraseVisitor, exportVisitor, linkedRecordsOf } from '../../privacy/visitorData';
import { listVisitors, visitorDetail } from '../../visitors/repository';
import { dashboardStats } from '../../visitors/stats';
import { ERASED_VISITOR, recordAudit } from '../../team/audit';
import { visitorSockets } from '../../core/socketServer';

// GET /api/staff/visitors?page=&pageSize=   id, current page, presence, first-touch utm_campaign, keyword, gclid, last seen
// GET /api/staff/visitors/:id               the same with the page-visit history
// GET /api/staff/stats?from=YYYY-MM-DD&to=&touch=first|last  online now, visitors and leads per day, conversion by landing page, campaign, source (by first or last touch)
// POST /api/staff/visitors/:id/export       everything held about the visitor, as one JSON document (a GDPR/CCPA access request)
// DELETE /api/staff/visitors/:id            erases the visitor: their chats, images, mail and leads -> 204 (an erasure request)
//   both ?linked=<id>,<id>                 take in the visitors linked with them too, exactly those the admin was shown (409 if they changed)
// GET /api/staff/visitors/:id/linked-records  what taking in the linked visitors would touch: visitors, leads, conversations, mails

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
/** What a privacy request took in, as the audit log says it (counts: an erased visitor's id is kept nowhere). */
const scopeOf = (linked: readonly string[] | undefined) => (linked ? `with ${plural(linked.length, 'linked visitor')}` : 'this visitor only');

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
    const to = query.to ?? clock.now().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    if (from > to) throw new ClientError(400, 'Invalid request', { from: 'from must not be after to.' });
    return dashboardStats(db, { from, to }, clock.now(), query.touch);
  });

  route('GET /api/staff/visitors/:id/linked-records', async ({ params: { id } }) => {
    const records = await linkedRecordsOf(db, id, config.salesEmail);
    if (!records) throw new ClientError(404, 'No such visitor');
    return records;
  });

  route('POST /api/staff/visitors/:id/export', async ({ params: { id }, query: { linked }, staff }, reply) => {
    const data = await exportVisitor(db, id, { at: clock.now(), salesEmail: config.salesEmail, linked });
    if (!data) throw new ClientError(404, 'No such visitor');
    await recordAudit(db, clock.now(), { actor: staff!, action: 'exported visitor', subject: `visitor:${id}`, detail: scopeOf(linked) });
    return reply.header('Content-Disposition', `attachment; filename="visitor-${id}.json"`).header('Cache-Control', 'no-store').send(data);
  });

  route('DELETE /api/staff/visitors/:id', async ({ params: { id }, query: { linked }, staff }, reply) => {
    const erased = await eraseVisitor(db, id, clock.now(), linked);
    if (!erased) throw new ClientError(404, 'No such visitor');
    deps.kickDeliveries();
    await recordAudit(db, clock.now(), { actor: staff!, action: 'erased visitor', subject: ERASED_VISITOR, detail: `${scopeOf(linked)}; ${plural(erased.leadIds.length, 'lead')}` });
    await storage.remove(erased.files);
    // Their pages (every visitor erased), on every node, lose the socket; their tokens name no one now, so they cannot come back.
    for (const visitorId of erased.visitorIds) io.in(visitorSockets(visitorId)).disconnectSockets(true);
    return reply.status(204).send();
  });
}
