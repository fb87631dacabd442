import { api } from '@bookcraft/shared';
import type { ApiAnswer, WebhookBody } from '@bookcraft/shared/contracts';

export type WebhookEndpoint = ApiAnswer<'GET /api/staff/webhooks'>['endpoints'][number];
export type WebhookDelivery = ApiAnswer<'GET /api/staff/webhooks/:id/deliveries'>['deliveries'][number];
/** A change to an endpoint: without `secret`, the secret stays. */
export type WebhookEdit = Omit<WebhookBody, 'secret'> & { secret?: string };

export async function fetchEndpoints(signal?: AbortSignal): Promise<WebhookEndpoint[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/webhooks'>>('/staff/webhooks', { signal })).data.endpoints;
}

/** 400 names the refused fields: `url` for an address the server will not call (a private one, say). */
export async function createEndpoint(body: WebhookBody): Promise<WebhookEndpoint> {
  return (await api().post<WebhookEndpoint>('/staff/webhooks', body)).data;
}

export async function updateEndpoint(id: string, body: WebhookEdit): Promise<WebhookEndpoint> {
  return (await api().put<WebhookEndpoint>(`/staff/webhooks/${id}`, body)).data;
}

export async function deleteEndpoint(id: string): Promise<void> {
  await api().delete(`/staff/webhooks/${id}`);
}

/** The newest deliveries first, as the server keeps them. */
export async function fetchDeliveries(id: string, signal?: AbortSignal): Promise<WebhookDelivery[]> {
  return (await api().get<ApiAnswer<'GET /api/staff/webhooks/:id/deliveries'>>(`/staff/webhooks/${id}/deliveries`, { signal })).data.deliveries;
}

/** "Send again": the same event with the same idempotency key, due now. */
export async function resendDelivery(id: string, delivery: string): Promise<WebhookDelivery> {
  return (await api().post<WebhookDelivery>(`/staff/webhooks/${id}/deliveries/${delivery}/resend`, {})).data;
}
