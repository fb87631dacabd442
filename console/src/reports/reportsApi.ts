import { api, getRuntimeConfig } from '@bookcraft/shared';
import type { ApiAnswer, ReportFigure, ReportGroup } from '@bookcraft/shared/contracts';

/** GET /api/staff/reports and its drill-down, as the contract (shared/src/contract/reportAnswers.ts) says the server answers. */
export type Report = ApiAnswer<'GET /api/staff/reports'>;
export type ReportRow = Report['rows'][number];
export type ReportFigures = Report['total'];
export type ReportConversations = ApiAnswer<'GET /api/staff/reports/conversations'>;

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

export async function fetchReport(range: ReportRange, group: ReportGroup, signal?: AbortSignal): Promise<Report> {
  return (await api().get<Report>('/staff/reports', { params: { ...range, group }, signal })).data;
}

export async function fetchReportConversations(range: ReportRange, drill: Drill, signal?: AbortSignal): Promise<ReportConversations> {
  return (await api().get<ReportConversations>('/staff/reports/conversations', { params: drillParams(range, drill), signal })).data;
}

const csvUrl = (path: string, params: Record<string, string>) => `${getRuntimeConfig().apiBaseUrl}${path}?${new URLSearchParams({ ...params, format: 'csv' })}`;
export const reportCsvUrl = (range: ReportRange, group: ReportGroup) => csvUrl('/staff/reports', { ...range, group });
export const conversationsCsvUrl = (range: ReportRange) => csvUrl('/staff/reports/conversations', { ...range });
