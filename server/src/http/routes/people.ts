import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import type { Queryable } from '../../core/db/database';
import { contractRoutes } from '../contractRoutes';
import { ClientError } from '../../core/errors';
import { mergeVisitors, splitVisitor } from '../../people/links';
import { dismissProposal, proposeMerge } from '../../people/suggestions';
import { personTimeline } from '../../people/timeline';
import { recordAudit } from '../../team/audit';

// GET    /api/staff/people/:id                              the person of visitor :id: devices, names, e-mails, phones, the timeline, and who may be the same person
// POST   /api/staff/people/:id/merge                        admins: { visitorId } joins that visitor (and their person) to the person of :id -> that person
// POST   /api/staff/people/:id/merge-proposals              the sales team: { visitorId } proposes the merge, for an admin to confirm -> 201 the person
// DELETE /api/staff/people/:id/merge-proposals/:visitorId   admins: dismisses a proposal -> 204
// POST   /api/staff/people/:id/split                        takes visitor :id out of their person, for good -> the visitor alone
// A merge widens what export and erasure may take in, so it is an admin's; splitting narrows it, so any
// member may. Each is audited.

/** 400 for a visitor merged with itself, 404 when either is unknown. */
async function checkPair(tx: Queryable, id: string, visitorId: string): Promise<void> {
  if (visitorId === id) throw new ClientError(400, 'Invalid request', { visitorId: 'Choose another visitor to merge with.' });
  const found = await tx.query('SELECT 1 FROM customers WHERE id = ANY($1::uuid[])', [[id, visitorId]]);
  if (found.length < 2) throw new ClientError(404, 'No such visitor');
}

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
    await db.transaction(async (tx) => {
      await checkPair(tx, id, visitorId);
      const at = clock.now();
      const personId = await mergeVisitors(tx, id, visitorId, staff!, at);
      for (const visitor of [id, visitorId]) await recordAudit(tx, at, { actor: staff!, action: 'merged visitors', subject: `visitor:${visitor}`, detail: `person ${personId}` });
    });
    return personOrNotFound(id);
  });

  route('POST /api/staff/people/:id/merge-proposals', async ({ params: { id }, body: { visitorId }, staff }, reply) => {
    await db.transaction(async (tx) => {
      await checkPair(tx, id, visitorId);
      const at = clock.now();
      await proposeMerge(tx, id, visitorId, staff!, at);
      // An entry per visitor, as for a merge: no visitor's id is written where erasing them would leave it.
      for (const visitor of [id, visitorId]) await recordAudit(tx, at, { actor: staff!, action: 'proposed merge', subject: `visitor:${visitor}` });
    });
    return reply.status(201).send(await personOrNotFound(id));
  });

  route('DELETE /api/staff/people/:id/merge-proposals/:visitorId', async ({ params: { id, visitorId }, staff }, reply) => {
    await db.transaction(async (tx) => {
      if (!(await dismissProposal(tx, id, visitorId))) throw new ClientError(404, 'No such proposal');
      for (const visitor of [id, visitorId]) await recordAudit(tx, clock.now(), { actor: staff!, action: 'dismissed merge', subject: `visitor:${visitor}` });
    });
    return reply.status(204).send();
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
