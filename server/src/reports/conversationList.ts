import type { ReportFigure, ReportGroup } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { FACTS, factsParams, GROUP_COLUMNS, type ReportScope } from './conversationFacts';

/** At most this many conversations in a JSON answer; the CSV holds them all. */
export const REPORT_LIST_LIMIT = 500;

/** The conversations behind one figure: a row of a report (group + key), and perhaps one figure of it. */
export interface ConversationFilter {
  group?: ReportGroup;
  key?: string;
  figure?: ReportFigure;
}

export interface ReportConversation {
  roomId: string;
  customerId: string;
  visitorName: string | null;
  visitorEmail: string | null;
  memberId: string | null;
  memberName: string | null;
  labels: string[];
  startedAt: string;
  firstReplyAt: string | null;
  firstResponseSeconds: number | null;
  closedAt: string | null;
  /** Null while open, and when the close is dated before the first message (`impossibleDates`). */
  resolutionSeconds: number | null;
  /** The close is dated before the visitor's first message: the row is kept, its resolution is not. */
  impossibleDates: boolean;
  missed: boolean;
  rating: number | null;
  campaign: string;
}

interface ConversationRow {
  room_id: string;
  customer_id: string;
  visitor_name: string | null;
  visitor_email: string | null;
  agent_id: string | null;
  member_name: string | null;
  labels: string[];
  started_at: Date;
  first_reply_at: Date | null;
  first_response_seconds: number | null;
  closed_at: Date | null;
  resolution_seconds: number | null;
  impossible_dates: boolean;
  missed: boolean;
  rating: number | null;
  campaign: string;
  total: number;
}

const FIGURE_FILTERS: Record<ReportFigure, string> = {
  missed: 'missed',
  rated: 'rating IS NOT NULL',
  answered: 'first_reply_at IS NOT NULL',
};

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export async function reportConversations(db: Queryable, scope: ReportScope, filter: ConversationFilter, limit: number | null): Promise<{ conversations: ReportConversation[]; total: number }> {
  const conditions = ['true'];
  const params: unknown[] = factsParams(scope);
  if (filter.group && filter.key !== undefined) {
    params.push(filter.key);
    conditions.push(`${GROUP_COLUMNS[filter.group].key} = $${params.length}`);
  }
  if (filter.figure) conditions.push(FIGURE_FILTERS[filter.figure]);
  const rows = await db.query<ConversationRow>(
    `${FACTS}
     SELECT room_id::text AS room_id, customer_id::text AS customer_id, visitor_name, visitor_email, agent_id::text AS agent_id, member_name,
       ARRAY(SELECT l.name FROM chat_room_labels rl JOIN conversation_labels l ON l.id = rl.label_id WHERE rl.room_id = facts.room_id ORDER BY l.name) AS labels,
       started_at, first_reply_at, first_response_seconds, closed_at, resolution_seconds, impossible_dates, missed, rating::int AS rating, campaign,
       count(*) OVER ()::int AS total
     FROM facts WHERE ${conditions.join(' AND ')}
     ORDER BY started_at, room_id ${limit === null ? '' : `LIMIT ${limit}`}`,
    params,
  );
  return {
    total: rows[0]?.total ?? 0,
    conversations: rows.map((row) => ({
      roomId: row.room_id,
      customerId: row.customer_id,
      visitorName: row.visitor_name,
      visitorEmail: row.visitor_email,
      memberId: row.agent_id,
      memberName: row.member_name,
      labels: row.labels,
      startedAt: iso(row.started_at)!,
      firstReplyAt: iso(row.first_reply_at),
      firstResponseSeconds: row.first_response_seconds,
      closedAt: iso(row.closed_at),
      resolutionSeconds: row.resolution_seconds,
      impossibleDates: row.impossible_dates,
      missed: row.missed,
      rating: row.rating,
      campaign: row.campaign,
    })),
  };
}
