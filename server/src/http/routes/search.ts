import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { search } from '../../search/search';

// GET /api/staff/search?q=memoir   -> 200 { results: [{ kind, id, roomId, customerId, visitorName, at, snippet }] }, best first, at most 30; any member
//                                      messages (not the server's own lines), private notes, visitors' names, e-mails and phones, leads
export async function searchRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);

  route('GET /api/staff/search', async ({ query }) => ({ results: await search(deps.db, query.q) }));
}
