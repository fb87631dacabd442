import { api } from '@bookcraft/shared';

export interface StatsRange {
  /** YYYY-MM-DD, both ends included. */
  from: string;
  to: string;
}

export interface Conversion {
  /** The landing page, campaign or source; empty when the visitor had none. */
  key: string | null;
  visitors: number;
  leads: number;
  /** Leads per 100 visitors, one decimal. */
  conversionRate: number;
}

/** GET /api/staff/stats (server/src/visitors/stats.ts). */
export interface DashboardStats {
  range: StatsRange;
  onlineNow: number;
  visitorsPerDay: { day: string; visitors: number }[];
  leadsPerDay: { day: string; leads: number }[];
  byLandingPage: Conversion[];
  byCampaign: Conversion[];
  bySource: Conversion[];
}

/** The server's default range (the last 30 days) when none is given. */
export async function fetchStats(range: StatsRange | null, signal?: AbortSignal): Promise<DashboardStats> {
  return (await api().get<DashboardStats>('/staff/stats', { params: range ?? {}, signal })).data;
}
