import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';

/** GET /api/health: the process is up and the database answers. */
export async function healthRoutes(app: FastifyInstance, { db }: Deps) {
  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
