import { GOAL_WINDOW_DAYS, type Experiment, type ExperimentGoal, type ExperimentVerdict } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { goalsOf, type GoalRow } from './goals';
import { planOf, revenueScale } from './plan';
import type { GoalDay } from './sequentialTest';
import { wilsonInterval } from './statistics';
import { verdictOf, type Settled } from './verdict';

// An experiment's results as staff read them (docs/experiments.md, "Results and the verdict"): each arm's figures,
// and the verdict, computed on the goals so far until it is called or settles, then stored and read back as it was.

const DAY_MS = 24 * 60 * 60_000;

export interface ResultsQuestion {
  id: string;
  goal: ExperimentGoal;
  baselineRate: number;
  minimumDetectableEffect: number;
  weights: number[];
  endedAt: Date | null;
  /** The verdict stored once it was called or settled. */
  stored: StoredVerdict | null;
}

export type StoredVerdict = Omit<ExperimentVerdict, 'decidedAt'> & { decidedAt: string };

/** Visitors assigned up to `until`, arm by arm, and when the arm's `needed`-th visitor came (null before). */
async function visitorsOf(db: Queryable, id: string, needed: number[], until: Date) {
  const rows = await db.query<{ arm: number; visitors: string; reached_at: Date | null }>(
    `SELECT arm, count(*)::text AS visitors, (array_agg(assigned_at ORDER BY assigned_at))[($3::int[])[arm + 1]] AS reached_at
     FROM experiment_assignments WHERE experiment_id = $1 AND assigned_at <= $2 GROUP BY arm`,
    [id, until, needed],
  );
  return needed.map((_count, arm) => {
    const row = rows.find((candidate) => Number(candidate.arm) === arm);
    return { visitors: Number(row?.visitors ?? 0), reachedAt: row?.reached_at ? new Date(row.reached_at) : null };
  });
}

/** When the verdict settles unless a winner is called first: the goal's window after the horizon, or after the end if that came first. */
function settlingOf(reachedAt: (Date | null)[], endedAt: Date | null, goal: ExperimentGoal) {
  const horizonAt = reachedAt.every((at) => at !== null) ? new Date(Math.max(...reachedAt.map((at) => at!.getTime()))) : null;
  const afterHorizon = horizonAt !== null && (endedAt === null || horizonAt <= endedAt);
  const basis = afterHorizon ? horizonAt : endedAt;
  if (!basis) return null;
  const kind: Settled = afterHorizon ? 'after-horizon' : 'ended-early';
  return { at: new Date(basis.getTime() + GOAL_WINDOW_DAYS[goal] * DAY_MS), kind };
}

/** Each converted visitor's first goal (the test's unit), grouped by the UTC day it arrived, in order. */
function goalDaysOf(firsts: GoalRow[], arms: number): GoalDay[] {
  const days = new Map<number, GoalDay>();
  for (const { arm, at, worth } of firsts) {
    const day = Math.floor(new Date(at).getTime() / DAY_MS);
    if (!days.has(day)) days.set(day, Array.from({ length: arms }, () => ({ goals: 0, worth: 0, worthSquared: 0 })));
    const cell = days.get(day)![arm]!;
    cell.goals += 1;
    cell.worth += Number(worth);
    cell.worthSquared += Number(worth) ** 2;
  }
  return [...days.entries()].sort(([a], [b]) => a - b).map(([, day]) => day);
}

function firstGoalsOf(goals: GoalRow[]): GoalRow[] {
  const seen = new Set<string>();
  return goals.filter((goal) => !seen.has(goal.visitor_key) && Boolean(seen.add(goal.visitor_key)));
}

export async function resultsOf(db: Queryable, question: ResultsQuestion, now: Date): Promise<Experiment['results']> {
  const { id, goal, weights } = question;
  const plan = planOf({ baselineRate: question.baselineRate, minimumDetectableEffect: question.minimumDetectableEffect, weights, goal });
  const reached = await visitorsOf(db, id, plan.visitorsNeeded, now);
  const settling = settlingOf(
    reached.map((arm) => arm.reachedAt),
    question.endedAt,
    goal,
  );
  const settled = settling !== null && now >= settling.at;
  // A settled verdict is the one of its moment: later visitors and goals do not move it.
  const until = settled ? settling.at : now;
  const arms = settled ? await visitorsOf(db, id, plan.visitorsNeeded, until) : reached;
  const goals = await goalsOf(db, id, goal, until);
  const firsts = firstGoalsOf(goals);
  const figures = weights.map((_weight, arm) => {
    const { visitors } = arms[arm]!;
    const converted = firsts.filter((first) => first.arm === arm).length;
    const ofArm = goals.filter((row) => row.arm === arm);
    const revenue = ofArm.reduce((sum, row) => sum + Number(row.worth), 0);
    return {
      arm,
      visitors,
      goals: ofArm.length,
      converted,
      conversion: visitors === 0 ? 0 : converted / visitors,
      interval: wilsonInterval(converted, visitors),
      revenuePerVisitor: goal === 'revenue' ? (visitors === 0 ? 0 : revenue / visitors) : null,
    };
  });
  if (question.stored) return { arms: figures, verdict: question.stored };
  const scale = goal === 'revenue' ? revenueScale(firsts.map((first) => Number(first.worth))) : 1;
  const verdict = verdictOf({ weights, visitors: arms.map((arm) => arm.visitors), days: goalDaysOf(firsts, weights.length), plan, scale, settled: settled ? settling.kind : 'open' });
  const settlesAt = settling?.at.toISOString() ?? null;
  if (verdict.outcome === 'collecting') return { arms: figures, verdict: { ...verdict, settlesAt, decidedAt: null } };
  // Called or settled: stored once, and from now on read back as it is, whatever is marked spam later.
  const decided: StoredVerdict = { ...verdict, settlesAt, decidedAt: (settled ? settling.at : now).toISOString() };
  await db.query('UPDATE experiments SET verdict = $2::jsonb WHERE id = $1 AND verdict IS NULL', [id, JSON.stringify(decided)]);
  const [row] = await db.query<{ verdict: StoredVerdict }>('SELECT verdict FROM experiments WHERE id = $1', [id]);
  return { arms: figures, verdict: row?.verdict ?? decided };
}
