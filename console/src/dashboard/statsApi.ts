import { callFor } from '@bookcraft/shared';
import type { ApiAnswer } from '@bookcraft/shared/contracts';

/** GET /api/staff/stats, as the contract's schema (shared/src/contract/api/apiAnswers.ts) says the server answers. */
export type DashboardStats = ApiAnswer<'GET /api/staff/stats'>;
/** YYYY-MM-DD, both ends included. */
export type StatsRange = DashboardStats['range'];
export type Conversion = DashboardStats['byLandingPage'][number];

/** Which touch a lead is credited to by campaign and source; the server's default is the first. */
export type StatsTouch = 'first' | 'last';

/** The server's default range (the last 30 days) when none is given. */
export const fetchStats = (range: StatsRange | null, signal?: AbortSignal, touch: StatsTouch = 'first'): Promise<DashboardStats> =>
  callFor('GET /api/staff/stats', { query: { ...range, ...(touch === 'last' ? { touch } : {}) } }, { signal });
