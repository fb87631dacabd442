import type { WebhookEvent } from '@bookcraft/shared/contracts';
import type { Queryable } from '../db/database';

/**
 * Owes `event` to every active endpoint that asked for it, in the caller's transaction: one
 * delivery row per endpoint in the webhook outbox, sent by the webhook worker (issue 31).
 */
export async function queueWebhookEvent(_tx: Queryable, _event: WebhookEvent, _data: Record<string, unknown>, _at: Date): Promise<void> {
  // Issue 31: being written (webhooks helper).
}
