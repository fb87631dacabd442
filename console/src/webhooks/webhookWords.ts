import type { DeliveryEvent } from '@bookcraft/shared/contracts';
import type { WebhookDelivery } from './webhooksApi';

/** Each event as the console names it: those an endpoint may take, and the test event an admin sends. */
export const EVENT_LABELS: Record<DeliveryEvent, string> = {
  'lead.stored': 'Lead stored',
  'conversation.closed': 'Conversation closed (with transcript)',
  'conversation.rated': 'Conversation rated',
  'person.erased': 'Person erased',
  'consultation.booked': 'Consultation booked',
  'consultation.rescheduled': 'Consultation rescheduled or reassigned',
  'consultation.cancelled': 'Consultation cancelled',
  'consultation.held': 'Consultation held',
  'deal.stage_changed': 'Deal moved to another stage',
  'deal.won': 'Deal won',
  'webhook.test': 'Test event',
};

export const DELIVERY_STATUS_LABELS: Record<WebhookDelivery['status'], string> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' };

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 32 random url-safe characters (192 bits) from the browser's CSPRNG; 64 letters, so every byte maps without bias. */
export function generateSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => URL_SAFE[byte % URL_SAFE.length]).join('');
}
