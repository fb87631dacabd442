import type { FastifyInstance } from 'fastify';
import { staffLeadsQuerySchema } from '@bookcraft/shared/contracts';
import type { Deps } from '../deps';
import { parseWith } from '../http/errors';
import { toCsv } from '../leads/csv';
import { staffGuard } from '../staff/guard';

// GET /api/staff/leads?page=1&pageSize=50   newest first, every stored field -> { leads, page, pageSize, total }
// GET /api/staff/leads?format=csv           every lead as a CSV download
// GET /api/staff/outbox                     notifications not delivered yet (kept when no SMTP_URL is set)
// All need a staff session (401 otherwise).

export const LEAD_COLUMNS = [
  'id', 'created_at', 'form_family', 'form_type', 'form_variant', 'full_name', 'first_name', 'last_name', 'email', 'phone',
  'service', 'genre', 'manuscript_status', 'package', 'plan', 'message', 'link', 'customer_id', 'utm_source', 'utm_medium',
  'utm_campaign', 'utm_term', 'gclid', 'traffic_source', 'suspected_bot', 'bot_reason', 'consent_given',
  'consent_text_version', 'notification', 'ip', 'user_agent',
] as const;

const SELECT_LEADS = `
  SELECT l.*, c.given AS consent_given, c.text_version AS consent_text_version,
    CASE WHEN m.id IS NULL OR m.delivered_at IS NOT NULL THEN 'delivered' ELSE 'pending' END AS notification
  FROM leads l
  LEFT JOIN lead_consents c ON c.lead_id = l.id
  -- A delivered notification's row is deleted after a while (privacy/retention.ts): no row left means delivered.
  LEFT JOIN mail_outbox m ON m.lead_id = l.id
  ORDER BY l.created_at DESC, l.id DESC`;

export async function staffLeadRoutes(app: FastifyInstance, { db, config }: Deps) {
  app.addHook('preHandler', staffGuard(db));

  app.get('/staff/leads', async (request, reply) => {
    const query = parseWith(staffLeadsQuerySchema, request.query);
    if (query.format === 'csv') {
      const rows = await db.query(SELECT_LEADS);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(toCsv(LEAD_COLUMNS, rows));
    }
    const [{ total }] = (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM leads')) as [{ total: number }];
    const leads = await db.query(`${SELECT_LEADS} LIMIT $1 OFFSET $2`, [query.pageSize, (query.page - 1) * query.pageSize]);
    return { leads, page: query.page, pageSize: query.pageSize, total };
  });

  app.get('/staff/outbox', async () => ({
    smtpConfigured: Boolean(config.smtpUrl),
    pending: await db.query(
      `SELECT id, lead_id, recipient, subject, attempts, next_attempt_at, last_error, created_at
       FROM mail_outbox WHERE delivered_at IS NULL ORDER BY created_at`,
    ),
  }));
}
