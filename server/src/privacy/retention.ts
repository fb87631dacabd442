import type { RetentionConfig } from '../core/config';
import { DatabaseUnavailableError, type Database } from '../core/db/database';
import type { mediaStorage } from '../media/storage';
import { RETENTION_STEPS, type RetentionKind, type RetentionStep } from './expiry';
import type { Log } from '../core/log';
import { lockArgs } from '../core/locks';

/** The retention job's lock, per schema, so deployments that share a database (DATABASE_SCHEMA) do not leave their runs to each other. */
export const RETENTION_LOCK = lockArgs('retention', 'current_schema()');
/** An upload file no row names is removed once it is this old (a save writes its file a moment before its row). */
const STRAY_UPLOAD_GRACE_MS = 60 * 60_000;
/** A node redeployed more often than the interval still runs the job: the first run comes this soon after start. */
const FIRST_RUN_DELAY_MS = 10 * 60_000;

export interface RetentionReport {
  /** False when another node was running it: this one did nothing. */
  ran: boolean;
  /** Rows deleted (or, for lead network details and registration keys, cleared) per kind. */
  deleted: Partial<Record<RetentionKind, number>>;
  /** Kinds that failed: rolled back, to be tried again next run. */
  failed: RetentionKind[];
  /** Upload files removed: those of deleted rows, and strays a stopped node left. */
  files: number;
}

export interface Retention {
  /** Runs the job now (tests, or a staff action one day); resolves when its files are removed too. */
  runNow(): Promise<RetentionReport>;
  stop(): Promise<void>;
}

type Uploads = Pick<ReturnType<typeof mediaStorage>, 'remove' | 'strays'>;

/**
 * One run: one transaction that first takes the job's advisory lock, so two
 * nodes never run it together (the other finds the lock taken and does
 * nothing). Each kind is a savepoint of its own: a kind that fails is rolled
 * back whole and reported, and the others are still kept. Upload files are
 * removed once their rows are gone for good; so are files whose removal a
 * node did not live to make.
 */
export async function runRetention(db: Database, periods: RetentionConfig, uploads: Uploads, log: Log): Promise<RetentionReport> {
  const outcome = await db.transaction(
    async (tx) => {
      const [lock] = await tx.query<{ locked: boolean }>(`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS locked`);
      if (!lock?.locked) return null;
      const report: Omit<RetentionReport, 'ran' | 'files'> = { deleted: {}, failed: [] };
      const files: string[] = [];
      for (const [kind, step] of Object.entries(RETENTION_STEPS) as [RetentionKind, RetentionStep][]) {
        await tx.query('SAVEPOINT retention_kind');
        try {
          const result = await step(tx, periods);
          await tx.query('RELEASE SAVEPOINT retention_kind');
          report.deleted[kind] = result.rows;
          files.push(...result.files);
        } catch (error) {
          // A lost connection ends the run; anything else is this kind's alone.
          if (error instanceof DatabaseUnavailableError) throw error;
          await tx.query('ROLLBACK TO SAVEPOINT retention_kind');
          log.error(`Retention job, ${kind}: ${(error as Error).message}`);
          report.failed.push(kind);
        }
      }
      return { ...report, files };
    },
    { long: true },
  );
  if (!outcome) return { ran: false, deleted: {}, failed: [], files: 0 };
  await uploads.remove(outcome.files);
  const strays = await uploads.strays(STRAY_UPLOAD_GRACE_MS);
  await uploads.remove(strays);
  return { ran: true, deleted: outcome.deleted, failed: outcome.failed, files: outcome.files.length + strays.length };
}

/** Runs the retention job every `intervalMs` on this node; the lock leaves it to one node at a time. */
export function startRetention(db: Database, periods: RetentionConfig, uploads: Uploads, log: Log): Retention {
  let running: Promise<unknown> | undefined;
  const runNow = () => runRetention(db, periods, uploads, log);
  const tick = () => {
    running ??= runNow()
      .catch((error: Error) => log.error(`Retention job: ${(error as Error).message}`))
      .finally(() => (running = undefined));
  };
  const first = setTimeout(tick, Math.min(periods.intervalMs, FIRST_RUN_DELAY_MS));
  const timer = setInterval(tick, periods.intervalMs);
  first.unref();
  timer.unref();
  return {
    runNow,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
