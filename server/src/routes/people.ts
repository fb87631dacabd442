import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { contractRoutes } from '../http/contractRoutes';
import { ClientError } from '../http/errors';
import { mergeVisitors, splitVisitor } from '../people/links';
import { personTimeline } from '../people/timeline';
import { recordAudit } from '../team/audit';

// GET  /api/staff/people/:id          the person of visitor :id: devices, names, e-mails, phones, and the timeline, newest first
// POST /api/staff/people/:id/merge    { visitorId } joins that visitor (and their person) to the person of :id -> that person
// POST /api/staff/people/:id/split    takes visitor :id out of their person, for good -> the visitor alone
// Any member may merge and split (it changes what staff see, never what is held); both are audited.

export async function peopleRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock, config } = deps;

  const personOrNotFound = async (visitorId: string) => {
    const person = await personTimeline(db, visitorId, config.salesEmail);
    if (!person) throw new ClientError(404, 'No such visitor');
    return person;
  };

  route('GET /api/staff/people/:id', async ({ params: { id } }) => personOrNotFound(id));

  route('POST /api/staff/people/:id/merge', async ({ params: { id }, body: { visitorId }, staff }) => {
    if (visitorId === id) throw new ClientError(400, 'Invalid request', { visitorId: 'Choose another visitor to merge with.' });
    await db.transaction(async (tx) => {
      const found = await tx.query('SELECT 1 FROM customers WHERE id = ANY($1::uuid[])', [[id, visitorId]]);
      if (found.length < 2) throw new ClientError(404, 'No such visitor');
      const at = clock.now();
      const personId = await mergeVisitors(tx, id, visitorId, staff!, at);
      for (const visitor of [id, visitorId]) await recordAudit(tx, at, { actor: staff!, action: 'merged visitors', subject: `visitor:${visitor}`, detail: `person ${personId}` });
    });
    return personOrNotFound(id);
  });

  route('POST /api/staff/people/:id/split', async ({ params: { id }, staff }) => {
    await db.transaction(async (tx) => {
      const [found] = await tx.query('SELECT 1 FROM customers WHERE id = $1', [id]);
      if (!found) throw new ClientError(404, 'No such visitor');
      const at = clock.now();
      const left = await splitVisitor(tx, id, staff!, at);
      if (!left) throw new ClientError(409, 'This visitor is not linked to anyone.');
      await recordAudit(tx, at, { actor: staff!, action: 'split visitor', subject: `visitor:${id}`, detail: `from person ${left}` });
    });
    return personOrNotFound(id);
  });
}
