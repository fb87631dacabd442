import { createHash } from 'node:crypto';
import type { LandingCopy } from '@bookcraft/shared/contracts';
import type { Queryable } from '../db/database';
import { ARM_COLUMNS, type ArmRow } from './experiments';
import { fillKeyword } from './keyword';

// Which hero copy a landing page is served with (docs/experiments.md): a running experiment's arm for the visitor
// (the control for a bot), else the copy an experiment made the page, else the page's own (null).

export interface Visitor {
  /** The visitor cookie's key (set now if the visitor has none), asked only when an experiment runs; undefined for a suspected bot (the control, not counted). */
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

/** The visitor's arm, stored the first time the visitor is seen: the stored rows are the arm's visitors. */
async function assignedArm(db: Queryable, experimentId: string, visitorKey: string, arms: ArmRow[], at: Date): Promise<number> {
  const arm = armFor(experimentId, visitorKey, arms);
  await db.query('INSERT INTO experiment_assignments (experiment_id, visitor_key, arm, assigned_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [experimentId, visitorKey, arm, at]);
  return arm;
}

const copyOf = (row: Omit<ArmRow, 'arm' | 'weight'>, utmTerm: string | undefined): Copy => ({
  headline: fillKeyword(row.headline, utmTerm),
  subheadline: row.subheadline,
  buttonText: row.button_text,
  image: row.image,
});

export async function landingCopyFor(db: Queryable, route: string, visitor: Visitor, at: Date): Promise<LandingCopy> {
  const [running] = await db.query<{ id: string }>("SELECT id FROM experiments WHERE route = $1 AND status = 'running'", [route]);
  if (running) {
    const arms = await db.query<ArmRow>(`SELECT ${ARM_COLUMNS} FROM experiment_arms WHERE experiment_id = $1 ORDER BY arm`, [running.id]);
    const key = visitor.key();
    const arm = key ? await assignedArm(db, running.id, key, arms, at) : 0;
    const row = arms.find((candidate) => candidate.arm === arm) ?? arms[0];
    if (row) return { copy: copyOf(row, visitor.utmTerm) };
  }
  const [adopted] = await db.query<Omit<ArmRow, 'arm' | 'weight'>>('SELECT headline, subheadline, button_text, image FROM landing_copy WHERE route = $1', [route]);
  return { copy: adopted ? copyOf(adopted, visitor.utmTerm) : null };
}

/** Keeps the arm a lead's visitor was shown by a running or paused experiment, on whichever page (one call in leads/intake.ts). */
export async function recordLeadArm(db: Queryable, leadId: string, visitorKey: string | undefined): Promise<void> {
  if (!visitorKey) return;
  await db.query(
    `UPDATE leads SET (experiment_id, experiment_arm, experiment_visitor_key) = (
       SELECT a.experiment_id, a.arm, a.visitor_key FROM experiment_assignments a JOIN experiments e ON e.id = a.experiment_id
       WHERE a.visitor_key = $2 AND e.status IN ('running', 'paused') ORDER BY a.assigned_at DESC LIMIT 1)
     WHERE id = $1 AND EXISTS (
       SELECT 1 FROM experiment_assignments a JOIN experiments e ON e.id = a.experiment_id WHERE a.visitor_key = $2 AND e.status IN ('running', 'paused'))`,
    [leadId, visitorKey],
  );
}
