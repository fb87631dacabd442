import { createHash } from 'node:crypto';
import { GOAL_WINDOW_DAYS, type LandingCopy } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import { ARM_COLUMNS, CONTROL_ARM, type ArmRow } from './experiments';
import { fillKeyword } from './keyword';
import { pageCopyOf, type StoredCopy } from './pageCopy';

// Which hero copy a landing page is served with (docs/experiments.md): a running experiment's variant for a visitor in
// one, else the page as it is (the control, for a bot too): the copy an experiment made the page, or its own (null).

export interface Visitor {
  /** The visitor cookie's key (set now if the visitor has none), asked only when an experiment runs; undefined for a suspected bot (the control). */
  key(): string | undefined;
  utmTerm: string | undefined;
}

type Copy = NonNullable<LandingCopy['copy']>;

/** The arm a visitor falls in, by the arms' weights: the same every time for the same experiment and visitor. */
export function armFor(experimentId: string, visitorKey: string, arms: Pick<ArmRow, 'arm' | 'weight'>[]): number {
  const total = arms.reduce((sum, arm) => sum + arm.weight, 0);
  const point = createHash('sha256').update(`${experimentId}:${visitorKey}`).digest().readUInt32BE(0) / 2 ** 32;
  let reached = 0;
  for (const arm of arms) {
    reached += arm.weight / total;
    if (point < reached) return arm.arm;
  }
  return arms[arms.length - 1]!.arm;
}

const runningOn = async (db: Queryable, route: string) => (await db.query<{ id: string }>("SELECT id FROM experiments WHERE route = $1 AND status = 'running'", [route]))[0];

/**
 * Counts the visitor among the visitors of the experiment running on the page, in the arm their key falls
 * in: called once a person is on the page (it woke), never for a page a crawler or script only fetched.
 * `mayAddVisitor` is asked before a visitor not yet counted is added (the per-address limit).
 */
export async function recordSeen(db: Queryable, route: string, visitorKey: string, at: Date, mayAddVisitor: () => Promise<void>): Promise<void> {
  const running = await runningOn(db, route);
  if (!running) return;
  const [known] = await db.query('SELECT 1 FROM experiment_assignments WHERE experiment_id = $1 AND visitor_key = $2', [running.id, visitorKey]);
  if (known) return;
  await mayAddVisitor();
  const arms = await db.query<ArmRow>(`SELECT ${ARM_COLUMNS} FROM experiment_arms WHERE experiment_id = $1 ORDER BY arm`, [running.id]);
  await db.query('INSERT INTO experiment_assignments (experiment_id, visitor_key, arm, assigned_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
    running.id,
    visitorKey,
    armFor(running.id, visitorKey, arms),
    at,
  ]);
}

const copyOf = (row: StoredCopy, utmTerm: string | undefined): Copy => ({
  headline: fillKeyword(row.headline, utmTerm),
  subheadline: row.subheadline,
  buttonText: row.button_text,
  image: row.image,
});

/**
 * The copy of the visitor's variant (the arm their key falls in), or the page as it is: for the control, a bot and a
 * page with no experiment running, whatever the control's row says. Counts no one: `recordSeen` does, once a person is there.
 */
export async function landingCopyFor(db: Queryable, route: string, visitor: Visitor): Promise<LandingCopy> {
  const running = await runningOn(db, route);
  if (running) {
    const arms = await db.query<ArmRow>(`SELECT ${ARM_COLUMNS} FROM experiment_arms WHERE experiment_id = $1 ORDER BY arm`, [running.id]);
    const key = visitor.key();
    const arm = key ? armFor(running.id, key, arms) : CONTROL_ARM;
    const variant = arm === CONTROL_ARM ? undefined : arms.find((candidate) => candidate.arm === arm);
    if (variant) return { copy: copyOf(variant, visitor.utmTerm), experiment: true };
  }
  const page = await pageCopyOf(db, route);
  return { copy: page && copyOf(page, visitor.utmTerm), experiment: Boolean(running) };
}

/**
 * The arm staff see on a lead (its experiment and variant, docs/experiments.md "A lead's arm"): the visitor's latest
 * assignment, by a started experiment, within the leads' window before the lead; a query of one row (experiment_id,
 * arm) or none, for the statement that stores the lead (leads/intake.ts). A label only: an experiment's results find
 * its own visitors' goals by the visitor key every lead keeps (experiments/goals.ts).
 */
export const leadArmSql = (visitorKey: string, at: string) => `
  SELECT a.experiment_id, a.arm FROM experiment_assignments a JOIN experiments e ON e.id = a.experiment_id
  WHERE a.visitor_key = ${visitorKey}::text AND e.status <> 'draft' AND a.assigned_at <= ${at}::timestamptz
    AND a.assigned_at > ${at}::timestamptz - ${GOAL_WINDOW_DAYS.leads} * interval '1 day'
  ORDER BY a.assigned_at DESC LIMIT 1`;
