import { toCsv } from '../leads/csv';
import type { ConsultationFigures, ConsultationReportRow } from './consultationFigures';
import type { RevenueReport } from '@bookcraft/shared/contracts';
import type { ReportConversation } from './conversationList';
import type { ReportFigures, ReportRow } from './figures';

// The reports as spreadsheets: the same figures as the JSON answer, one column per figure, durations
// in seconds, and the whole range as the last row ("Total"). A conversation whose dates contradict
// each other is counted but has no resolution: the figures' files count them (impossible_dates), the
// conversations' file says 'yes' on its row.

const FIGURE_COLUMNS = [
  'conversations',
  'handled',
  'missed',
  'first_response_median_seconds',
  'first_response_p90_seconds',
  'resolution_median_seconds',
  'resolution_p90_seconds',
  'ratings',
  'rating_average',
  'satisfied_percent',
  'leads',
  'impossible_dates',
] as const;

const figureCells = (figures: ReportFigures) => ({
  conversations: figures.conversations,
  handled: figures.handled,
  missed: figures.missed,
  first_response_median_seconds: figures.firstResponse.median,
  first_response_p90_seconds: figures.firstResponse.p90,
  resolution_median_seconds: figures.resolution.median,
  resolution_p90_seconds: figures.resolution.p90,
  ratings: figures.ratings.count,
  rating_average: figures.ratings.average,
  satisfied_percent: figures.ratings.satisfiedPercent,
  leads: figures.leads,
  impossible_dates: figures.impossibleDates,
});

export function reportCsv(group: string, report: { total: ReportFigures; rows: ReportRow[] }): string {
  const rows = [...report.rows.map((row) => ({ [group]: row.label, ...figureCells(row) })), { [group]: 'Total', ...figureCells(report.total) }];
  return toCsv([group, ...FIGURE_COLUMNS], rows);
}

const CONVERSATION_COLUMNS = [
  'room_id',
  'visitor',
  'visitor_email',
  'member',
  'labels',
  'started_at',
  'first_reply_at',
  'first_response_seconds',
  'closed_at',
  'resolution_seconds',
  'missed',
  'rating',
  'campaign',
  'impossible_dates',
] as const;

export function conversationsCsv(conversations: readonly ReportConversation[]): string {
  return toCsv(
    CONVERSATION_COLUMNS,
    conversations.map((conversation) => ({
      room_id: conversation.roomId,
      visitor: conversation.visitorName,
      visitor_email: conversation.visitorEmail,
      member: conversation.memberName,
      labels: conversation.labels.join('; '),
      started_at: conversation.startedAt,
      first_reply_at: conversation.firstReplyAt,
      first_response_seconds: conversation.firstResponseSeconds,
      closed_at: conversation.closedAt,
      resolution_seconds: conversation.resolutionSeconds,
      missed: conversation.missed ? 'yes' : 'no',
      rating: conversation.rating,
      campaign: conversation.campaign,
      impossible_dates: conversation.impossibleDates ? 'yes' : '',
    })),
  );
}

/** The consultations' report: a row per member, source or campaign, then the whole range ("Total"). */
export function consultationReportCsv(group: string, report: { total: ConsultationFigures; rows: ConsultationReportRow[] }): string {
  const cells = ({ booked, cancelled, held, noShow, unmarked }: ConsultationFigures) => ({ booked, cancelled, held, no_show: noShow, not_marked: unmarked });
  const rows = [...report.rows.map((row) => ({ [group]: row.label, ...cells(row) })), { [group]: 'Total', ...cells(report.total) }];
  return toCsv([group, 'booked', 'cancelled', 'held', 'no_show', 'not_marked'], rows);
}

/** Revenue per campaign as shown: a row per source, medium, campaign, keyword, landing page or arm, then "Total"; amounts in the currency's units. */
export function revenueCsv(group: string, report: Pick<RevenueReport, 'total' | 'rows' | 'currency'>): string {
  const unit = report.currency.toLowerCase();
  const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? '' : (cents / 100).toFixed(2));
  const cells = (figures: RevenueReport['total']) => ({
    [`revenue_${unit}`]: money(figures.revenueCents),
    deals_won: figures.dealsWon,
    deals_lost: figures.dealsLost,
    win_rate: figures.winRate,
    consultations: figures.consultations,
    leads: figures.leads,
    ...(figures.spend && {
      [`cost_${unit}`]: money(figures.spend.costCents),
      [`cost_per_lead_${unit}`]: money(figures.spend.perLeadCents),
      [`cost_per_consultation_${unit}`]: money(figures.spend.perConsultationCents),
      [`cost_per_won_deal_${unit}`]: money(figures.spend.perWonDealCents),
      roas: figures.spend.roas ?? '',
    }),
  });
  const rows = [...report.rows.map((row) => ({ [group]: row.key, ...cells(row) })), { [group]: 'Total', ...cells(report.total) }];
  return toCsv([group, ...Object.keys(rows.at(-1)!).slice(1)], rows);
}
