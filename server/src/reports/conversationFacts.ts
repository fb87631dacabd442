import type { WeeklySchedule } from '@bookcraft/shared/contracts';

/** The range a report reads: days in the team's time zone, both included, and the team's week. */
export interface ReportScope {
  from: string;
  to: string;
  timeZone: string;
  workingHours: WeeklySchedule;
}

/** The parameters `FACTS` reads, in its order ($1 to $4); a query adds its own from $5 on. */
export const factsParams = (scope: ReportScope) => [scope.from, scope.to, scope.timeZone, JSON.stringify(scope.workingHours)];

/** The first instant of the day `$n` (YYYY-MM-DD) in the team's zone ($3). */
export const dayStart = (param: string) => `(${param}::date)::timestamp AT TIME ZONE $3`;
export const rangeEnd = `($2::date + 1)::timestamp AT TIME ZONE $3`;

/**
 * Time inside working hours between the visitor's first message and the first member reply, in
 * seconds: each local day the wait touches ($3's days) opens per the week in $4 (a day off is null),
 * and the overlap of the wait with each day's open hours is summed. PostgreSQL turns each local
 * opening into an instant, daylight-saving changes included.
 */
const WORKED_SECONDS = `
  SELECT round(COALESCE(sum(extract(epoch FROM upper(open.hours * wait.span) - lower(open.hours * wait.span))), 0))::int AS seconds
  FROM (SELECT tstzrange(s.started_at, reply.at) AS span) wait,
    generate_series((s.started_at AT TIME ZONE $3)::date::timestamp, (reply.at AT TIME ZONE $3)::date::timestamp, interval '1 day') AS local(day),
    LATERAL (SELECT $4::jsonb -> to_char(local.day, 'FMday') AS hours) week,
    LATERAL (SELECT tstzrange((local.day + (week.hours ->> 'opens')::interval) AT TIME ZONE $3, (local.day + (week.hours ->> 'closes')::interval) AT TIME ZONE $3) AS hours) open
  WHERE jsonb_typeof(week.hours) = 'object' AND open.hours && wait.span`;

/**
 * Whether a conversation's close is dated before the visitor's first message: two clocks dated it
 * (an import, a server whose clock was wrong), so its resolution would be negative. Such a
 * conversation still counts, and so does its first response (a reply is only ever looked for after
 * the first message, so that one cannot go backwards), but it has no resolution: a negative interval
 * is an impossible date, not a duration, and is flagged (`impossible_dates`) rather than averaged in.
 */
const CLOSED_BEFORE_START = `r.closed_at < s.started_at`;

/**
 * `facts`: one row per conversation of the range, as the reports count it (docs/team.md, "Reports").
 * A conversation belongs to the range when the visitor's first message falls in it; its member is
 * its assignee (messages do not name the member who sent them, and only the assignee answers).
 */
export const FACTS = `
WITH started AS (
  SELECT m.room_id, min(m.created_at) AS started_at
  FROM chat_messages m
  WHERE m.sender_role = 'visitor' AND m.created_at >= ${dayStart('$1')} AND m.created_at < ${rangeEnd}
    AND NOT EXISTS (SELECT 1 FROM chat_messages e WHERE e.room_id = m.room_id AND e.sender_role = 'visitor' AND e.created_at < ${dayStart('$1')})
  GROUP BY m.room_id
),
facts AS (
  SELECT r.id AS room_id, r.customer_id, r.agent_id, COALESCE(member.display_name, r.agent_name) AS member_name,
    r.closed_at, r.rating, s.started_at, reply.at AS first_reply_at, worked.seconds AS first_response_seconds,
    CASE WHEN NOT ${CLOSED_BEFORE_START} THEN round(extract(epoch FROM r.closed_at - s.started_at))::int END AS resolution_seconds,
    COALESCE(${CLOSED_BEFORE_START}, false) AS impossible_dates,
    (reply.at IS NULL AND (r.closed_at IS NOT NULL OR c.presence = 'offline')) AS missed,
    to_char(s.started_at AT TIME ZONE $3, 'YYYY-MM-DD') AS day,
    COALESCE(NULLIF(c.utm_campaign, ''), '(none)') AS campaign,
    c.name AS visitor_name, c.email AS visitor_email
  FROM started s
  JOIN chat_rooms r ON r.id = s.room_id
  JOIN customers c ON c.id = r.customer_id
  LEFT JOIN staff_accounts member ON member.id = r.agent_id
  LEFT JOIN LATERAL (
    SELECT min(a.created_at) AS at FROM chat_messages a WHERE a.room_id = r.id AND a.sender_role = 'agent' AND a.created_at >= s.started_at
  ) reply ON true
  LEFT JOIN LATERAL (${WORKED_SECONDS}) worked ON reply.at IS NOT NULL
)`;

/** Each grouping's row key and label over `facts`. */
export const GROUP_COLUMNS = {
  day: { key: 'day', label: 'day' },
  member: { key: `COALESCE(agent_id::text, '')`, label: `COALESCE(member_name, 'Unassigned')` },
  campaign: { key: 'campaign', label: 'campaign' },
} as const;
