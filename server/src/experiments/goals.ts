import { GOAL_WINDOW_DAYS, type ExperimentGoal } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

// The goals of an experiment's visitors (docs/experiments.md, "Goals"): each found by the visitor key the
// lead kept (a booking and a deal through their lead; a deal opened from a chat through any lead of its
// visitor), credited to an experiment only when it came after the visitor was assigned in it and within
// the goal's window. A visitor in two experiments counts in each, as each assigned them independently.

/** Each goal: the visitor key it is found by, when it happened, and what it is worth (1, or the deal's amount in cents). */
const GOAL_EVENTS: Record<ExperimentGoal, string> = {
  // Spam is no lead; "Not spam" makes one count.
  leads: 'SELECT experiment_visitor_key AS visitor_key, created_at AS at, 1::float8 AS worth FROM leads WHERE experiment_visitor_key IS NOT NULL AND NOT suspected_bot',
  consultations: `SELECT l.experiment_visitor_key AS visitor_key, c.created_at AS at, 1::float8 AS worth
    FROM consultations c JOIN leads l ON l.id = c.lead_id WHERE c.status = 'booked' AND l.experiment_visitor_key IS NOT NULL AND NOT l.suspected_bot`,
  'won-deals': wonDeals('1::float8'),
  revenue: wonDeals('d.amount_cents::float8'),
};

function wonDeals(worth: string): string {
  return `SELECT k.visitor_key, d.won_at AS at, ${worth} AS worth FROM deals d
    CROSS JOIN LATERAL (
      SELECT l.experiment_visitor_key AS visitor_key FROM leads l
      WHERE (l.id = d.lead_id OR (d.lead_id IS NULL AND l.customer_id = d.customer_id)) AND l.experiment_visitor_key IS NOT NULL
      ORDER BY l.created_at LIMIT 1
    ) k
    WHERE d.won_at IS NOT NULL`;
}

export interface GoalRow {
  arm: number;
  visitor_key: string;
  at: Date;
  worth: number;
}

/** The experiment's credited goals up to `until`, oldest first, of visitors assigned up to then. */
export function goalsOf(db: Queryable, experimentId: string, goal: ExperimentGoal, until: Date): Promise<GoalRow[]> {
  return db.query<GoalRow>(
    `SELECT a.arm, a.visitor_key, g.at, g.worth
     FROM experiment_assignments a JOIN (${GOAL_EVENTS[goal]}) g ON g.visitor_key = a.visitor_key
     WHERE a.experiment_id = $1 AND a.assigned_at <= $3 AND g.at >= a.assigned_at AND g.at < a.assigned_at + $2 * interval '1 day' AND g.at <= $3
     ORDER BY g.at, a.visitor_key COLLATE "C"`,
    [experimentId, GOAL_WINDOW_DAYS[goal], until],
  );
}
