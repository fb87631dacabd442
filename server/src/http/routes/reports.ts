import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { contractRoutes } from '../contractRoutes';
import { REPORT_LIST_LIMIT, reportConversations } from '../../reports/conversationList';
import { consultationFigures } from '../../reports/consultationFigures';
import { consultationReportCsv, conversationsCsv, reportCsv, revenueCsv } from '../../reports/csv';
import { revenueReport } from '../../revenue/report';
import { googleImportFile } from '../../adPlatforms/googleImport';
import { withCampaignSpend } from '../../adSpend/campaignCosts';
import { reportFigures } from '../../reports/figures';
import { readTeamSettings } from '../../team/settings';
import { helpReport, knowledgeGapsCsv } from '../../help/helpReport';

// GET /api/staff/reports?from=YYYY-MM-DD&to=&group=day|member|campaign[&format=csv]
//     -> { range, timeZone, group, total, rows }: first response, resolution, handled, missed, CSAT, leads; admins
// GET /api/staff/reports/conversations?from=&to=[&group=&key=][&figure=missed|rated|answered][&format=csv]
//     -> { conversations, total }: the conversations behind a figure (the CSV: all of the range's); admins
// GET /api/staff/reports/consultations?from=&to=&group=member|source|campaign[&format=csv]
//     -> { range, timeZone, group, total, rows }: consultations booked, cancelled, held, no-show, not marked; admins
// GET /api/staff/reports/revenue?from=&to=&model=first|last|linear|u-shaped&group=source|medium|campaign|keyword|landingPage|experiment[&format=csv]
//     -> { range, timeZone, model, group, currency, total, rows }: won revenue, deals won and lost, win rate, consultations, leads;
//        by campaign, each row's ad spend and what it bought; admins
// GET /api/staff/reports/google-conversions?from=&to=   Google Ads' offline conversion import file (CSV); admins
// GET /api/staff/reports/help?from=&to=[&format=csv]
//     -> { questions, suggested, resolved, handedOver, open, gaps }: the chat's first answers; the CSV is the knowledge gaps; admins
// Days are the team's (its time zone); figures are counted in SQL from the stored rows at each call (docs/team.md, "Reports").
export async function reportRoutes(app: FastifyInstance, deps: Deps) {
  const route = contractRoutes(app, deps);
  const { db, clock } = deps;

  const scopeOf = async (range: { from: string; to: string }) => {
    const { timeZone, workingHours } = await readTeamSettings(db);
    return { from: range.from, to: range.to, timeZone, workingHours };
  };
  const csvFile = (name: string) => ({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${clock.now().toISOString().slice(0, 10)}.csv"`,
    'Cache-Control': 'no-store',
  });

  route('GET /api/staff/reports', async ({ query }, reply) => {
    const scope = await scopeOf(query);
    const report = await reportFigures(db, scope, query.group);
    if (query.format === 'csv') return reply.headers(csvFile(`report-by-${query.group}-${query.from}-${query.to}`)).send(reportCsv(query.group, report));
    return { range: { from: query.from, to: query.to }, timeZone: scope.timeZone, group: query.group, ...report };
  });

  route('GET /api/staff/reports/conversations', async ({ query }, reply) => {
    const scope = await scopeOf(query);
    const csv = query.format === 'csv';
    const list = await reportConversations(db, scope, query, csv ? null : REPORT_LIST_LIMIT);
    if (csv) return reply.headers(csvFile(`conversations-${query.from}-${query.to}`)).send(conversationsCsv(list.conversations));
    return list;
  });

  route('GET /api/staff/reports/consultations', async ({ query }, reply) => {
    const { timeZone } = await readTeamSettings(db);
    const report = await consultationFigures(db, { ...query, timeZone }, query.group);
    if (query.format === 'csv') return reply.headers(csvFile(`consultations-by-${query.group}-${query.from}-${query.to}`)).send(consultationReportCsv(query.group, report));
    return { range: { from: query.from, to: query.to }, timeZone, group: query.group, ...report };
  });

  route('GET /api/staff/reports/revenue', async ({ query }, reply) => {
    const { timeZone } = await readTeamSettings(db);
    const credited = await revenueReport(db, { ...query, timeZone });
    const report = query.group === 'campaign' ? await withCampaignSpend(db, credited, query) : credited;
    if (query.format === 'csv') return reply.headers(csvFile(`revenue-by-${query.group}-${query.model}-${query.from}-${query.to}`)).send(revenueCsv(query.group, report));
    return { range: { from: query.from, to: query.to }, timeZone, model: query.model, group: query.group, ...report };
  });

  route('GET /api/staff/reports/help', async ({ query }, reply) => {
    const { timeZone } = await readTeamSettings(db);
    const report = await helpReport(db, { ...query, timeZone }, clock.now());
    if (query.format === 'csv') return reply.headers(csvFile(`knowledge-gaps-${query.from}-${query.to}`)).send(knowledgeGapsCsv(report));
    return report;
  });

  route('GET /api/staff/reports/google-conversions', async ({ query }, reply) => {
    const { timeZone } = await readTeamSettings(db);
    return reply.headers(csvFile(`google-ads-conversions-${query.from}-${query.to}`)).send(await googleImportFile(db, { ...query, timeZone }));
  });
}
