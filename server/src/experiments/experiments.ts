import { randomUUID } from 'node:crypto';
import type { Experiment, ExperimentBody, ExperimentGoal, ExperimentStatus } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { uniqueViolationAs } from '../conversations/uniqueViolation';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit, type AuditAction } from '../team/audit';
import { BUILT_IN_COPY, pageCopyOf } from './pageCopy';
import { resultsOf, type StoredVerdict } from './results';

// Experiments as admins write and run them (docs/experiments.md): a draft's arms may change, and a draft may be
// deleted; started, its arms are what visitors saw. draft → running ⇄ paused → ended; "Make this the page" ends it and
// keeps an arm's copy. The control (arm 0) is the page as it is, never written by anyone. Every change is audited.

interface ExperimentRow {
  id: string;
  name: string;
  route: string;
  status: ExperimentStatus;
  goal: ExperimentGoal;
  baseline_rate: number;
  mde: number;
  verdict: StoredVerdict | null;
  created_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  adopted_arm: number | null;
}

export interface ArmRow {
  arm: number;
  headline: string;
  subheadline: string;
  button_text: string;
  image: string;
  weight: number;
}

export const ARM_COLUMNS = 'arm, headline, subheadline, button_text, image, weight';
const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);
const noSuchExperiment = () => new ClientError(404, 'No such experiment');
const conflict = (message: string) => new ClientError(409, message);
const anotherOnRoute = () => conflict('Another experiment is running or paused on this page: end it first.');
/** Arm 0, the control: the page as it is. */
export const CONTROL_ARM = 0;

/** What the audit log says an experiment is: `Spring headline on /LP-GN-GAD`. */
const audited = (staff: StaffIdentity, action: AuditAction, row: Pick<ExperimentRow, 'id' | 'name' | 'route'>, detail = `${row.name} on ${row.route}`) => ({
  actor: staff,
  action,
  subject: `experiment:${row.id}`,
  detail,
});

async function loadExperiment(db: Queryable, id: string, lock = false): Promise<ExperimentRow> {
  const [row] = await db.query<ExperimentRow>(`SELECT * FROM experiments WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw noSuchExperiment();
  return row;
}

export const armsOf = (db: Queryable, id: string) => db.query<ArmRow>(`SELECT ${ARM_COLUMNS} FROM experiment_arms WHERE experiment_id = $1 ORDER BY arm`, [id]);

/** An experiment as staff read it, with its results and verdict as of `now`. */
async function experimentOf(db: Queryable, row: ExperimentRow, now: Date): Promise<Experiment> {
  const arms = await armsOf(db, row.id);
  const results = await resultsOf(
    db,
    { id: row.id, goal: row.goal, baselineRate: row.baseline_rate, minimumDetectableEffect: row.mde, weights: arms.map((arm) => arm.weight), endedAt: row.ended_at && new Date(row.ended_at), stored: row.verdict },
    now,
  );
  return {
    id: row.id,
    name: row.name,
    route: row.route,
    status: row.status,
    arms: arms.map((arm) => ({ arm: arm.arm, headline: arm.headline, subheadline: arm.subheadline, buttonText: arm.button_text, image: arm.image, weight: arm.weight })),
    goal: row.goal,
    baselineRate: row.baseline_rate,
    minimumDetectableEffect: row.mde,
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    adoptedArm: row.adopted_arm,
    results,
  };
}

export const findExperiment = async (db: Queryable, id: string, now: Date) => experimentOf(db, await loadExperiment(db, id), now);

export async function allExperiments(db: Queryable, now: Date): Promise<Experiment[]> {
  const rows = await db.query<ExperimentRow>('SELECT * FROM experiments ORDER BY created_at DESC, id');
  return Promise.all(rows.map((row) => experimentOf(db, row, now)));
}

/** The control's row holds the page's copy of the moment (a record of what its visitors see), never what was sent. */
async function writeControlCopy(tx: Queryable, id: string, route: string) {
  const copy = (await pageCopyOf(tx, route)) ?? BUILT_IN_COPY;
  await tx.query('UPDATE experiment_arms SET headline = $3, subheadline = $4, button_text = $5, image = $6 WHERE experiment_id = $1 AND arm = $2', [
    id,
    CONTROL_ARM,
    copy.headline,
    copy.subheadline,
    copy.button_text,
    copy.image,
  ]);
}

/** The control's share and the variants' copy and shares: the control's copy is the page's, whatever the body held. */
async function writeArms(tx: Queryable, id: string, body: ExperimentBody) {
  await tx.query('DELETE FROM experiment_arms WHERE experiment_id = $1', [id]);
  const [control, ...variants] = body.arms;
  await tx.query(`INSERT INTO experiment_arms (experiment_id, ${ARM_COLUMNS}) VALUES ($1, $2, '', '', '', '', $3)`, [id, CONTROL_ARM, control.weight]);
  for (const [index, copy] of variants.entries()) {
    await tx.query(`INSERT INTO experiment_arms (experiment_id, ${ARM_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)`, [id, index + 1, copy.headline, copy.subheadline, copy.buttonText, copy.image, copy.weight]);
  }
  await writeControlCopy(tx, id, body.route);
}

export async function createExperiment(db: Database, at: Date, staff: StaffIdentity, body: ExperimentBody): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.query('INSERT INTO experiments (id, name, route, baseline_rate, mde, created_at, created_by, goal) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
      id,
      body.name,
      body.route,
      body.baselineRate,
      body.minimumDetectableEffect,
      at,
      staff.id,
      body.goal,
    ]);
    await writeArms(tx, id, body);
    await recordAudit(tx, at, audited(staff, 'created experiment', { id, ...body }));
    return findExperiment(tx, id, at);
  });
}

/** A draft's changes; 409 once it started. */
export async function saveExperiment(db: Database, at: Date, staff: StaffIdentity, id: string, body: ExperimentBody): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const row = await loadExperiment(tx, id, true);
    if (row.status !== 'draft') throw conflict('This experiment has started: its variants are what visitors saw. Create a new one to change them.');
    await tx.query('UPDATE experiments SET name = $2, route = $3, baseline_rate = $4, mde = $5, goal = $6 WHERE id = $1', [id, body.name, body.route, body.baselineRate, body.minimumDetectableEffect, body.goal]);
    await writeArms(tx, id, body);
    await recordAudit(tx, at, audited(staff, 'changed experiment', { id, ...body }));
    return findExperiment(tx, id, at);
  });
}

/** A draft, gone; 409 once it started: its visitors and leads name it, and it keeps the record of what they saw. */
export async function deleteExperiment(db: Database, at: Date, staff: StaffIdentity, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await loadExperiment(tx, id, true);
    if (row.status !== 'draft') throw conflict('This experiment has started: its visitors and leads name it, so it cannot be deleted. End it instead.');
    await tx.query('DELETE FROM experiments WHERE id = $1', [id]);
    await recordAudit(tx, at, audited(staff, 'deleted experiment', row));
  });
}

/** Starts a draft, or resumes a paused experiment; 409 when another one is live on the page. */
export async function startExperiment(db: Database, at: Date, staff: StaffIdentity, id: string): Promise<Experiment> {
  return db
    .transaction(async (tx) => {
      const row = await loadExperiment(tx, id, true);
      if (row.status === 'running') return experimentOf(tx, row, at);
      if (row.status === 'ended') throw conflict('This experiment has ended.');
      const [other] = await tx.query("SELECT id FROM experiments WHERE route = $1 AND id <> $2 AND status IN ('running', 'paused')", [row.route, id]);
      if (other) throw anotherOnRoute();
      await tx.query("UPDATE experiments SET status = 'running', started_at = COALESCE(started_at, $2) WHERE id = $1", [id, at]);
      // The page may have been given another copy since the draft was written: the record says what the control shows.
      if (row.status === 'draft') await writeControlCopy(tx, id, row.route);
      await recordAudit(tx, at, audited(staff, row.status === 'paused' ? 'resumed experiment' : 'started experiment', row));
      return findExperiment(tx, id, at);
    })
    .catch(uniqueViolationAs(anotherOnRoute));
}

export async function pauseExperiment(db: Database, at: Date, staff: StaffIdentity, id: string): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const row = await loadExperiment(tx, id, true);
    if (row.status === 'paused') return experimentOf(tx, row, at);
    if (row.status !== 'running') throw conflict('Only a running experiment can be paused.');
    await tx.query("UPDATE experiments SET status = 'paused' WHERE id = $1", [id]);
    await recordAudit(tx, at, audited(staff, 'paused experiment', row));
    return findExperiment(tx, id, at);
  });
}

export async function endExperiment(db: Database, at: Date, staff: StaffIdentity, id: string): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const row = await loadExperiment(tx, id, true);
    if (row.status === 'ended') return experimentOf(tx, row, at);
    if (row.status === 'draft') throw conflict('This experiment has not started.');
    await tx.query("UPDATE experiments SET status = 'ended', ended_at = $2 WHERE id = $1", [id, at]);
    await recordAudit(tx, at, audited(staff, 'ended experiment', row));
    return findExperiment(tx, id, at);
  });
}

/**
 * "Make this the page": ends the experiment and keeps the arm's copy as its page's (the control: the page stays as it
 * is); 409 for a draft or an arm it does not have.
 */
export async function adoptArm(db: Database, at: Date, staff: StaffIdentity, id: string, arm: number): Promise<Experiment> {
  return db.transaction(async (tx) => {
    const row = await loadExperiment(tx, id, true);
    if (row.status === 'draft') throw conflict('This experiment has not started.');
    const copy = (await armsOf(tx, id)).find((candidate) => candidate.arm === arm);
    if (!copy) throw new ClientError(409, 'This experiment has no such variant', { arm: 'Choose one of the experiment’s variants.' });
    await tx.query("UPDATE experiments SET status = 'ended', ended_at = COALESCE(ended_at, $2), adopted_arm = $3 WHERE id = $1", [id, at, arm]);
    if (arm !== CONTROL_ARM) {
      await tx.query(
        `INSERT INTO landing_copy (route, headline, subheadline, button_text, image, experiment_id, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (route) DO UPDATE SET headline = $2, subheadline = $3, button_text = $4, image = $5, experiment_id = $6, updated_at = $7`,
        [row.route, copy.headline, copy.subheadline, copy.button_text, copy.image, id, at],
      );
    }
    await recordAudit(tx, at, audited(staff, 'made a variant the page', row, `Variant ${arm + 1} of ${row.name} on ${row.route}`));
    return findExperiment(tx, id, at);
  });
}
