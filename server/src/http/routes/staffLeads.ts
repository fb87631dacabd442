import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { toCsv } from '../../leads/csv';
import { EXPERIMENT_COLUMNS, withExperimentColumns } from '../../leads/experimentColumns';
import { TOUCH_COLUMNS, withTouchColumns } from '../../leads/touchColumns';
import { markNotSpam } from '../../leads/notSpam';
import { announceLead } from '../../leads/arrivals';
import { allLeads, LEAD_COLUMNS, leadsPage, undeliveredMail } from '../../leads/staffView';

// GET /api/staff/leads?page=1&pageSize=50   newest first, every stored field -> { leads, page, pageSize, total }
// GET /api/staff/leads?format=csv           every lead as a CSV download
// GET /api/staff/leads?folder=spam         the Spam folder (docs/spam.md); both answer spamTotal, the folder's count
// POST /api/staff/leads/:id/not-spam        out of the Spam folder, delivered now (mail and webhook); again: nothing changes
// GET /api/staff/outbox                     notifications not delivered yet (kept when no SMTP_URL is set)
// All need a staff session (401 otherwise).

export async function staffLeadRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, config } = deps;

  route('GET /api/staff/leads', async ({ query }, reply) => {
    if (query.format === 'csv') {
      const day = deps.clock.now().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(toCsv([...LEAD_COLUMNS, ...TOUCH_COLUMNS, ...EXPERIMENT_COLUMNS], withExperimentColumns(withTouchColumns(await allLeads(db)))));
    }
    return { ...(await leadsPage(db, query.page, query.pageSize, query.folder)), page: query.page, pageSize: query.pageSize };
  });

  route('POST /api/staff/leads/:id/not-spam', async (request) => {
    const at = deps.clock.now();
    const queued = await markNotSpam(db, request.params.id, { staffId: request.staff!.id, salesEmail: config.salesEmail, at, siteUrl: deps.siteUrl() });
    if (queued) {
      deps.kickMail();
      deps.kickDeliveries();
      announceLead(deps.io, request.params.id, at);
    }
    return { ok: true as const };
  });

  route('GET /api/staff/outbox', async () => ({ smtpConfigured: Boolean(config.smtpUrl), pending: await undeliveredMail(db) }));
}
