import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Database } from '../core/db/database';
import { holdLease } from '../core/outbox/lease';
import { retryDelayMs } from '../core/outbox/retry';
import { outboxRows, type DueMail } from './outboxRows';
import { startPollingLoop } from '../core/outbox/pollingLoop';
import type { Log } from '../core/log';

export interface OutboxWorker {
  /** Looks for due mail now instead of at the next tick (called right after a lead is stored). */
  kick(): void;
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  smtpUrl: string;
  from: string;
  pollMs: number;
  retryBaseMs: number;
  /** How long a worker holds a row it is sending before another may take it; renewed every third of it. */
  leaseMs: number;
  log: Log;
}

/** Back-off after the n-th failed attempt: base, 2×base, 4×base … at most an hour. */

/** A send that takes longer (a server trickling its replies, which no socket timeout notices) is given up and retried. */
export const SEND_TIMEOUT_MS = 2 * 60_000;

const messageOf = (error: unknown) => (error as Error)?.message ?? String(error);

/**
 * Delivers the durable mail outbox through SMTP, one row at a time, each
 * under a lease of its own (mail/lease.ts, mail/outboxRows.ts): several nodes
 * share the work and a mail is never being sent by two of them at once. A
 * failure is retried with back-off. A mail that went out but whose delivery
 * could not be recorded is never sent again by this worker: the record is
 * retried, under the same lease, before anything else is sent (SECURITY.md,
 * "Mail delivery").
 */
export function startOutboxWorker(db: Database, options: OutboxWorkerOptions): OutboxWorker {
  const transport = nodemailer.createTransport(options.smtpUrl);
  const owner = randomUUID();
  const rows = outboxRows(db, owner, options.leaseMs);
  /** Sent, but not yet recorded as delivered. */
  const unrecorded = new Set<string>();

  async function recordDelivered(id: string) {
    try {
      if (!(await rows.markDelivered(id))) options.log.warn(`Mail outbox: mail ${id} went out after its lease was taken over; the new holder may send it again`);
      unrecorded.delete(id);
    } catch (error) {
      unrecorded.add(id);
      // Keeps the row from other nodes while the record is retried.
      await rows.renew(id).catch(() => false);
      options.log.error(`Mail outbox: mail ${id} went out, but recording it failed (retried before any other mail): ${messageOf(error)}`);
    }
  }

  async function deliver(mail: DueMail, leasedAt: number) {
    const lease = holdLease(rows, mail.id, options.leaseMs, leasedAt);
    try {
      const signal = AbortSignal.any([lease.signal, AbortSignal.timeout(SEND_TIMEOUT_MS)]);
      // An invitation goes as the text/calendar part calendars read, and as an invite.ics attachment.
      const invitation = mail.calendar ? { icalEvent: { method: mail.calendar_method ?? 'REQUEST', filename: 'invite.ics', content: mail.calendar } } : {};
      await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.body, ...invitation, signal });
    } catch (error) {
      lease.release();
      if (lease.signal.aborted) {
        options.log.warn(`Mail outbox: stopped sending mail ${mail.id}: ${messageOf(lease.signal.reason)}`);
        return;
      }
      const recorded = await rows.markFailed(mail.id, messageOf(error), retryDelayMs(mail.attempts + 1, options.retryBaseMs));
      if (!recorded) options.log.warn(`Mail outbox: mail ${mail.id} failed after its lease was taken over`);
      return;
    }
    lease.release();
    await recordDelivered(mail.id);
  }

  async function run(stopping: AbortSignal) {
    try {
      for (const id of unrecorded) await recordDelivered(id);
      // While a delivery is unrecorded, nothing more is sent: the database is not taking what this worker writes.
      while (!stopping.aborted && unrecorded.size === 0) {
        const leasedAt = Date.now();
        const mail = await rows.leaseNext();
        if (!mail) break;
        await deliver(mail, leasedAt);
      }
    } catch (error) {
      options.log.error(`Mail outbox: ${messageOf(error)}`);
    }
  }

  const loop = startPollingLoop(options.pollMs, run);

  return {
    kick: loop.kick,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
