import { callFor } from '@bookcraft/shared';
import type { ApiAnswer, WebhookBody } from '@bookcraft/shared/contracts';

export type WebhookEndpoint = ApiAnswer<'GET /api/staff/webhooks'>['endpoints'][number];
export type WebhookDelivery = ApiAnswer<'GET /api/staff/webhooks/:id/deliveries'>['deliveries'][number];
/** A change to an endpoint: without `secret`, the secret stays. */
export type WebhookEdit = Omit<WebhookBody, 'secret'> & { secret?: string };

export const fetchEndpoints = async (signal?: AbortSignal): Promise<WebhookEndpoint[]> => (await callFor('GET /api/staff/webhooks', {}, { signal })).endpoints;

/** 400 names the refused fields: `url` for an address the server will not call (a private one, say). */
export const createEndpoint = (body: WebhookBody): Promise<WebhookEndpoint> => callFor('POST /api/staff/webhooks', { body });

export const updateEndpoint = (id: string, body: WebhookEdit): Promise<WebhookEndpoint> => callFor('PUT /api/staff/webhooks/:id', { params: { id }, body });

export const deleteEndpoint = async (id: string): Promise<void> => {
  await callFor('DELETE /api/staff/webhooks/:id', { params: { id } });
};

/** The newest deliveries first, as the server keeps them. */
export const fetchDeliveries = async (id: string, signal?: AbortSignal): Promise<WebhookDelivery[]> =>
  (await callFor('GET /api/staff/webhooks/:id/deliveries', { params: { id } }, { signal })).deliveries;

/** "Send a test event": a webhook.test delivery queued to this endpoint alone; 409 when it is inactive. */
export const sendTestEvent = (id: string): Promise<WebhookDelivery> => callFor('POST /api/staff/webhooks/:id/test', { params: { id }, body: {} });

/** "Send again": the same event with the same idempotency key, due now. */
export const resendDelivery = (id: string, delivery: string): Promise<WebhookDelivery> =>
  callFor('POST /api/staff/webhooks/:id/deliveries/:delivery/resend', { params: { id, delivery }, body: {} });
