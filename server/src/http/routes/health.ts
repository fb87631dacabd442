import type { FastifyInstance } from 'fastify';
import { ping } from '../../core/db/database';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errorHandler';

/**
 * GET /api/health: readiness. 200 when the process is up and the database
 * answers; 503 with Retry-After while it does not (the check itself is bound
 * by the database's connect and statement timeouts, so it never hangs).
 */
export async function healthRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  contractRoutes(app, deps)('GET /api/health', async (_request, reply) => {
    try {
      await ping(db);
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.status(503).header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS)).send({ status: 'unavailable', database: db.kind });
    }
  });
}
