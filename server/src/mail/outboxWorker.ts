import nodemailer from 'nodemailer';
import type { Database } from '../db/database';

export interface OutboxWorker {
  /** Looks for due mail now instead of at the next tick (called right after a lead is stored). */
  kick(): void;
  stop(): Promise<void>;
}

interface DueMail {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

export interface OutboxWorkerOptions {
  smtpUrl: string;
  from: string;
  pollMs: number;
  retryBaseMs: number;
}

/** Back-off after the n-th failed attempt: base, 2×base, 4×base … at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) => Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * Delivers the durable mail outbox through SMTP. Rows are leased with
 * SKIP LOCKED, so several server nodes share the work without sending a
 * mail twice; a failure is retried with back-off until it goes through.
 */
export function startOutboxWorker(db: Database, options: OutboxWorkerOptions): OutboxWorker {
  const transport = nodemailer.createTransport(options.smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const claimDue = () =>
    db.query<DueMail>(
      `UPDATE mail_outbox SET next_attempt_at = now() + interval '2 minutes'
       WHERE id IN (SELECT id FROM mail_outbox WHERE delivered_at IS NULL AND next_attempt_at <= now()
                    ORDER BY next_attempt_at LIMIT 20 FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, body, attempts`,
    );

  async function deliver(mail: DueMail) {
    try {
      await transport.sendMail({ from: options.from, to: mail.recipient, subject: mail.subject, text: mail.body });
      await db.query('UPDATE mail_outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1', [mail.id]);
    } catch (error) {
      const delay = retryDelayMs(mail.attempts + 1, options.retryBaseMs);
      await db.query(`UPDATE mail_outbox SET attempts = attempts + 1, last_error = $2, next_attempt_at = now() + ($3 || ' milliseconds')::interval WHERE id = $1`, [
        mail.id,
        (error as Error).message.slice(0, 500),
        String(delay),
      ]);
    }
  }

  async function run() {
    try {
      for (const mail of await claimDue()) await deliver(mail);
    } catch (error) {
      console.error('Mail outbox:', (error as Error).message);
    }
  }

  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = run().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        tick();
      }
    });
  };
  timer = setInterval(tick, options.pollMs);
  timer.unref();
  tick();

  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await running;
      transport.close();
    },
  };
}
