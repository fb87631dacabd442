import type { Database } from '../core/db/database';
import type { Clock } from '../core/clock';
import type { Log } from '../core/log';
import { repeating } from '../core/repeating';
import { readTeamSettings } from '../team/settings';
import { reminderMail } from './mails';
import { queueMails, readConsultation } from './repository';

const BEFORE = {
  day: { column: 'reminded_day_before_at', interval: '24 hours' },
  hour: { column: 'reminded_hour_before_at', interval: '1 hour' },
} as const;

/**
 * Queues the reminders due at `now` (a day and an hour before each booked call), each once however many
 * nodes run this at the same moment: the UPDATE marks and locks the row, and a node that waited on
 * another's lock finds it marked. The mails go in the same transaction. Returns how many were queued.
 */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  const team = await readTeamSettings(db);
  let queued = 0;
  for (const before of ['day', 'hour'] as const) {
    const { column, interval } = BEFORE[before];
    queued += await db.transaction(async (tx) => {
      const due = await tx.query<{ id: string }>(
        `UPDATE consultations SET ${column} = $1
         WHERE status = 'booked' AND ${column} IS NULL AND starts_at - interval '${interval}' <= $1 AND starts_at > $1
         RETURNING id::text AS id`,
        [now],
      );
      for (const { id } of due) {
        const view = await readConsultation(tx, id, team.timeZone);
        await queueMails(tx, view.leadId, [reminderMail(view, before)], now);
      }
      return due.length;
    });
  }
  return queued;
}

/** Runs queueDueReminders every `intervalMs` on the clock's time, and has the mail sent as soon as any is queued. */
export const startReminders = (db: Database, clock: Clock, intervalMs: number, log: Log, onQueued: () => void) =>
  repeating('Consultation reminders', intervalMs, log, async () => (await queueDueReminders(db, clock.now())) && onQueued());
