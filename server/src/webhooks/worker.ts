import { randomUUID } from 'node:crypto';
import { WEBHOOK_PAYLOADS, type DeliveryEvent } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import type { Log } from '../core/log';
import { holdLease } from '../core/outbox/lease';
import { retryDelayMs } from '../core/outbox/retry';
import { leasedRowsPass, startPollingLoop } from '../core/outbox/pollingLoop';
import type { Clock } from '../core/clock';
import type { AddressGuard } from './addressGuard';
import { deliveryRows, type DueDelivery } from './deliveryRows';
import { postWebhook } from './post';
import { signatureHeader } from './signature';

export interface WebhookWorker {
  /** Looks for due deliveries now instead of at the next tick (called right after an event is queued). */
  kick(): void;
  stop(): Promise<void>;
}

export interface WebhookWorkerOptions {
  clock: Clock;
  guard: AddressGuard;
  pollMs: number;
  retryBaseMs: number;
  timeoutMs: number;
  /** How long a node holds a delivery it is sending before another may take it; renewed every third of it. */
  leaseMs: number;
  log: Log;
}

const messageOf = (error: unknown) => (error as Error)?.message ?? String(error);

/** Why a delivery's payload may not go (a field its event's schema does not name, a wrong type), or undefined when it may. */
function outsideItsSchema(delivery: DueDelivery): string | undefined {
  const schema = WEBHOOK_PAYLOADS[delivery.event as DeliveryEvent];
  const checked = schema?.safeParse((JSON.parse(delivery.body) as { data: unknown }).data);
  if (!checked) return `no schema for the event ${delivery.event}`;
  return checked.success ? undefined : `its payload is outside the event's schema: ${checked.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'} ${issue.message}`).join('; ')}`;
}

/**
 * Sends the webhook outbox (docs/webhooks.md), one delivery at a time, each under a lease of its
 * own, so several nodes share the work and never send one delivery at once. A 2xx is delivered;
 * anything else is retried with back-off (the mail outbox's: base, doubling, at most an hour) until
 * the delivery's give-up time, then it is failed. At least once: a delivery that went out but whose
 * record did not is sent again when its lease runs out, with the same Idempotency-Key.
 */
export function startWebhookWorker(db: Database, options: WebhookWorkerOptions): WebhookWorker {
  const rows = deliveryRows(db, randomUUID(), options.leaseMs);

  async function deliver(delivery: DueDelivery, leasedAt: number, stopping: AbortSignal) {
    const lease = holdLease(rows, delivery.id, options.leaseMs, leasedAt);
    const outside = outsideItsSchema(delivery);
    if (outside) options.log.error(`Webhooks: delivery ${delivery.id} (${delivery.event}) not sent: ${outside}`);
    const headers = {
      'Content-Type': 'application/json',
      'Idempotency-Key': delivery.id,
      'BookCraft-Event': delivery.event,
      // The real time, not the server's clock (which CLOCK_START may shift): the receiver checks it against its own.
      'BookCraft-Signature': signatureHeader(delivery.secret, delivery.body, new Date()),
    };
    const signal = AbortSignal.any([lease.signal, stopping]);
    const attempt = outside ? { status: null, error: outside } : await postWebhook(new URL(delivery.url), delivery.body, headers, { guard: options.guard, timeoutMs: options.timeoutMs, signal });
    lease.release();
    if (signal.aborted) {
      options.log.warn(`Webhooks: stopped sending delivery ${delivery.id}: ${messageOf(signal.reason)}`);
      return;
    }
    const now = options.clock.now();
    const retryAt = new Date(now.getTime() + retryDelayMs(delivery.attempts + 1, options.retryBaseMs));
    if (!(await rows.record(delivery.id, attempt, now, retryAt))) options.log.warn(`Webhooks: delivery ${delivery.id} was sent after its lease was taken over`);
    if (attempt.error) options.log.info(`Webhooks: delivery ${delivery.id} (${delivery.event}) attempt ${delivery.attempts + 1} failed: ${attempt.error}`);
  }

  return startPollingLoop(
    options.pollMs,
    leasedRowsPass(() => rows.leaseNext(options.clock.now()), deliver, (error) => options.log.error(`Webhooks: ${messageOf(error)}`)),
  );
}
