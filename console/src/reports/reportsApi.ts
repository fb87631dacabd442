import { callFor, getRuntimeConfig, pathOf } from '@bookcraft/shared';
import type { ApiAnswer, ApiRouteKey, ConsultationReportGroup, ReportFigure, ReportGroup, RevenueGroup, RevenueModel } from '@bookcraft/shared/contracts';

/** GET /api/staff/reports and its drill-down, as the contract (shared/src/contract/api/reportAnswers.ts) says the server answers. */
export type Report = ApiAnswer<'GET /api/staff/reports'>;
export type ReportRow = Report['rows'][number];
export type ReportFigures = Report['total'];
export type ReportConversations = ApiAnswer<'GET /api/staff/reports/conversations'>;
export type ConsultationReport = ApiAnswer<'GET /api/staff/reports/consultations'>;
export type ConsultationFigures = ConsultationReport['total'];
export type RevenueAnswer = ApiAnswer<'GET /api/staff/reports/revenue'>;
/** The chat's first answers from the help center, and the questions nothing answered (shared/src/contract/api/helpAnswers.ts). */
export type HelpReport = ApiAnswer<'GET /api/staff/reports/help'>;
export type KnowledgeGap = HelpReport['gaps'][number];

/** YYYY-MM-DD, both ends included, in the team's time zone. */
export interface ReportRange {
  from: string;
  to: string;
}

/** The conversations behind one figure: a row (`group` + `key`), perhaps one figure of it, or the whole range. */
export interface Drill {
  title: string;
  group?: ReportGroup;
  key?: string;
  figure?: ReportFigure;
}

const drillParams = (range: ReportRange, drill: Drill) => ({
  ...range,
  ...(drill.group ? { group: drill.group, key: drill.key ?? '' } : {}),
  ...(drill.figure ? { figure: drill.figure } : {}),
});

export const fetchReport = (range: ReportRange, group: ReportGroup, signal?: AbortSignal): Promise<Report> => callFor('GET /api/staff/reports', { query: { ...range, group } }, { signal });

export const fetchReportConversations = (range: ReportRange, drill: Drill, signal?: AbortSignal): Promise<ReportConversations> =>
  callFor('GET /api/staff/reports/conversations', { query: drillParams(range, drill) }, { signal });

export const fetchConsultationReport = (range: ReportRange, group: ConsultationReportGroup, signal?: AbortSignal): Promise<ConsultationReport> =>
  callFor('GET /api/staff/reports/consultations', { query: { ...range, group } }, { signal });

export const fetchRevenue = (range: ReportRange, model: RevenueModel, group: RevenueGroup, signal?: AbortSignal): Promise<RevenueAnswer> =>
  callFor('GET /api/staff/reports/revenue', { query: { ...range, model, group } }, { signal });

export const fetchHelpReport = (range: ReportRange, signal?: AbortSignal): Promise<HelpReport> => callFor('GET /api/staff/reports/help', { query: { ...range } }, { signal });

const csvUrl = (route: ApiRouteKey, params: Record<string, string>) => `${getRuntimeConfig().apiBaseUrl}${pathOf(route)}?${new URLSearchParams({ ...params, format: 'csv' })}`;
export const reportCsvUrl = (range: ReportRange, group: ReportGroup) => csvUrl('GET /api/staff/reports', { ...range, group });
export const conversationsCsvUrl = (range: ReportRange) => csvUrl('GET /api/staff/reports/conversations', { ...range });
export const consultationReportCsvUrl = (range: ReportRange, group: ConsultationReportGroup) => csvUrl('GET /api/staff/reports/consultations', { ...range, group });
/** Google Ads' import file: a CSV whatever is asked, so its address names no format. */
export const googleConversionsUrl = (range: ReportRange) => `${getRuntimeConfig().apiBaseUrl}${pathOf('GET /api/staff/reports/google-conversions')}?${new URLSearchParams({ ...range })}`;
export const revenueCsvUrl = (range: ReportRange, model: RevenueModel, group: RevenueGroup) => csvUrl('GET /api/staff/reports/revenue', { ...range, model, group });
/** The help report as CSV is its knowledge gaps alone. */
export const knowledgeGapsCsvUrl = (range: ReportRange) => csvUrl('GET /api/staff/reports/help', { ...range });

export type SpendUpload = ApiAnswer<'POST /api/staff/ad-spend'>;

/** A platform's daily campaign report as text: stored whole, or refused whole with `fields.file` naming the line. */
export const uploadSpend = (file: string): Promise<SpendUpload> => callFor('POST /api/staff/ad-spend', { body: { file } });
