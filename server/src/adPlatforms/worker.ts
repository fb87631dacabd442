import { randomUUID } from 'node:crypto';
import { AD_PLATFORM_PAYLOADS } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import { holdLease } from '../core/outbox/lease';
import { leasedRowsPass, startPollingLoop, type PollingLoop } from '../core/outbox/pollingLoop';
import { retryDelayMs } from '../core/outbox/retry';
import { postWebhook, type Attempt } from '../webhooks/post';
import type { WebhookWorkerOptions } from '../webhooks/worker';
import { conversionRows, type ConversionOutcome, type DueConversion } from './conversionRows';
import { AD_PLATFORM_RULES } from './platforms';
import { platformRows, type PlatformRow } from './settings';

/** Google Ads answers 200 to an upload it partly refused, and says so in `partialFailureError`. */
const refusedIn2xx = (attempt: Attempt) => (attempt.answer?.includes('"partialFailureError"') ? `refused: ${attempt.answer.replace(/\s+/g, ' ').trim()}` : undefined);

/** How a sent attempt ended. */
function outcomeOf(attempt: Attempt): ConversionOutcome {
  const refused = attempt.status !== null && !attempt.error ? refusedIn2xx(attempt) : undefined;
  if (attempt.status !== null && !attempt.error && !refused) return { sent: true, status: attempt.status };
  return { sent: false, status: attempt.status, error: refused ?? attempt.error ?? 'failed' };
}

/**
 * Sends the conversions outbox (docs/ad-platforms.md) one conversion at a time under a lease, as the
 * webhook worker sends deliveries: with the platform's credentials of the moment, retried with back-off
 * until the give-up time (then failed); one past its platform's window is skipped instead. A request
 * whose body is outside the platform's schema is never sent. The conversion carries its event id, so a
 * retry the platform already took is deduplicated there.
 */
export function startAdConversionWorker(db: Database, options: WebhookWorkerOptions): PollingLoop {
  const rows = conversionRows(db, randomUUID(), options.leaseMs);

  async function attempt(due: DueConversion, settings: PlatformRow, signal: AbortSignal): Promise<ConversionOutcome> {
    const rules = AD_PLATFORM_RULES[due.platform];
    const tooLate = rules.tooLate(new Date(due.converted_at), options.clock.now());
    if (tooLate) return { skipped: tooLate };
    const request = rules.request(settings, due.conversion);
    const checked = AD_PLATFORM_PAYLOADS[due.platform].safeParse(request.body);
    if (!checked.success) return { sent: false, status: null, error: `not sent: outside the platform's schema: ${checked.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}` };
    const headers = { 'Content-Type': 'application/json', 'User-Agent': 'BookCraft-Conversions/1', ...request.headers };
    return outcomeOf(await postWebhook(new URL(request.url), JSON.stringify(request.body), headers, { guard: options.guard, timeoutMs: options.timeoutMs, signal }));
  }

  async function send(due: DueConversion, leasedAt: number, stopping: AbortSignal) {
    const lease = holdLease(rows, due.id, options.leaseMs, leasedAt);
    const settings = (await platformRows(db)).find((row) => row.platform === due.platform)!;
    const signal = AbortSignal.any([lease.signal, stopping]);
    const outcome = await attempt(due, settings, signal);
    lease.release();
    if (signal.aborted) return;
    const now = options.clock.now();
    await rows.record(due.id, outcome, now, new Date(now.getTime() + retryDelayMs(due.attempts + 1, options.retryBaseMs)));
    if ('error' in outcome) options.log.info(`Ad conversions: ${due.platform} conversion ${due.id} attempt ${due.attempts + 1} failed: ${outcome.error}`);
  }

  return startPollingLoop(
    options.pollMs,
    leasedRowsPass(() => rows.leaseNext(options.clock.now()), send, (error) => options.log.error(`Ad conversions: ${(error as Error).message}`)),
  );
}
