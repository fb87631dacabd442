import type { FastifyInstance } from 'fastify';

/**
 * Partner sites embed the chat from their own origin: the API answers them,
 * and only them, with CORS headers. Visitors authenticate with a bearer
 * token, so partners get no credentials (a partner page on a subdomain is
 * same-site, and would otherwise read what a signed-in staff member's cookie
 * opens), and staff paths never answer CORS at all.
 */
export function allowPartnerOrigins(app: FastifyInstance, partnerOrigins: string[]): void {
  if (partnerOrigins.length === 0) return;
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !partnerOrigins.includes(origin) || !request.url.startsWith('/api/') || request.url.startsWith('/api/staff/')) return;
    reply
      .header('Access-Control-Allow-Origin', origin)
      .header('Access-Control-Expose-Headers', 'Content-Disposition')
      .header('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT')
        .header('Access-Control-Allow-Headers', 'Content-Type, Authorization, Idempotency-Key')
        .header('Access-Control-Max-Age', '600')
        .status(204)
        .send();
    }
  });
}
