import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Partner sites embed the chat from their own origin: the API answers them,
 * and only them, with CORS headers. Visitors authenticate with a bearer
 * token, so partners get no credentials (a partner page on a subdomain is
 * same-site, and would otherwise read what a signed-in staff member's cookie
 * opens), and staff paths never answer CORS at all.
 */
export async function allowPartnerOrigins(api: FastifyInstance, partnerOrigins: readonly string[]): Promise<void> {
  await api.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) =>
      callback(null, {
        origin: request.url.startsWith('/api/staff/') ? false : [...partnerOrigins],
        methods: ['GET', 'POST', 'PUT'],
        allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
        exposedHeaders: ['Content-Disposition'],
        maxAge: 600,
      }),
  });
}
