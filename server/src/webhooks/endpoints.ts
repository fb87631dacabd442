import type { WebhookBody, WebhookDelivery, WebhookEndpoint } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import type { StaffIdentity } from '../staff/sessions';
import { recordAudit } from '../team/audit';
import { refusePrivateAddress, type AddressGuard } from './addressGuard';
import { GIVE_UP_AFTER, queueTestEvent } from './queue';

interface EndpointRow {
  id: string;
  url: string;
  secret: string;
  events: WebhookEndpoint['events'];
  description: string;
  active: boolean;
  created_at: Date;
}

const ENDPOINT_COLUMNS = 'id::text AS id, url, secret, events, description, active, created_at';

/** The secret is never answered: only its last four characters, enough to tell which one is set. */
const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  active: row.active,
  secretHint: row.secret.slice(-4),
  createdAt: new Date(row.created_at).toISOString(),
});

const notFound = () => new ClientError(404, 'No such endpoint');

const checkUrl = (guard: AddressGuard, url: string) => refusePrivateAddress(guard, url, 'url');

export async function allEndpoints(db: Queryable): Promise<WebhookEndpoint[]> {
  const rows = await db.query<EndpointRow>(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY created_at, id`);
  return rows.map(toEndpoint);
}

export async function createEndpoint(db: Database, guard: AddressGuard, at: Date, staff: StaffIdentity, body: WebhookBody): Promise<WebhookEndpoint> {
  await checkUrl(guard, body.url);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<EndpointRow>(
      `INSERT INTO webhook_endpoints (url, secret, events, description, active, created_at) VALUES ($1, $2, $3::text[], $4, $5, $6) RETURNING ${ENDPOINT_COLUMNS}`,
      [body.url, body.secret, body.events, body.description, body.active, at],
    );
    await recordAudit(tx, at, { actor: staff, action: 'added webhook', subject: `webhook:${row!.id}`, detail: body.url });
    return toEndpoint(row!);
  });
}

export async function editEndpoint(db: Database, guard: AddressGuard, at: Date, staff: StaffIdentity, id: string, body: Omit<WebhookBody, 'secret'> & { secret?: string }): Promise<WebhookEndpoint> {
  await checkUrl(guard, body.url);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<EndpointRow>(
      `UPDATE webhook_endpoints SET url = $2, secret = COALESCE($3, secret), events = $4::text[], description = $5, active = $6 WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`,
      [id, body.url, body.secret ?? null, body.events, body.description, body.active],
    );
    if (!row) throw notFound();
    await recordAudit(tx, at, { actor: staff, action: 'changed webhook', subject: `webhook:${id}`, detail: body.secret ? `${body.url} (new secret)` : body.url });
    return toEndpoint(row);
  });
}

/** Deletes the endpoint with its deliveries (sent or not). */
export async function deleteEndpoint(db: Database, at: Date, staff: StaffIdentity, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<{ url: string }>('DELETE FROM webhook_endpoints WHERE id = $1 RETURNING url', [id]);
    if (!row) throw notFound();
    await recordAudit(tx, at, { actor: staff, action: 'deleted webhook', subject: `webhook:${id}`, detail: row.url });
  });
}

interface DeliveryRow {
  id: string;
  event: WebhookDelivery['event'];
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: Date;
  next_attempt_at: Date;
  delivered_at: Date | null;
  failed_at: Date | null;
}

const DELIVERY_COLUMNS = 'id::text AS id, event, attempts, last_status, last_error, created_at, next_attempt_at, delivered_at, failed_at';
const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  event: row.event,
  status: row.delivered_at ? 'delivered' : row.failed_at ? 'failed' : 'pending',
  answerCode: row.last_status,
  attempts: row.attempts,
  lastError: row.last_error,
  idempotencyKey: row.id,
  createdAt: iso(row.created_at)!,
  nextAttemptAt: row.delivered_at || row.failed_at ? null : iso(row.next_attempt_at),
  deliveredAt: iso(row.delivered_at),
});

/** An endpoint's deliveries, newest first. */
export async function deliveriesOf(db: Queryable, endpointId: string, page: number, pageSize: number): Promise<WebhookDelivery[]> {
  const [endpoint] = await db.query('SELECT 1 FROM webhook_endpoints WHERE id = $1', [endpointId]);
  if (!endpoint) throw notFound();
  const rows = await db.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE endpoint_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`, [
    endpointId,
    pageSize,
    (page - 1) * pageSize,
  ]);
  return rows.map(toDelivery);
}

/**
 * "Send a test event": a webhook.test delivery owed to this endpoint alone, queued in the outbox as every
 * event is (signed, retried, in the log). An inactive endpoint is sent nothing, so it is refused (409).
 */
export async function sendTestEvent(db: Database, at: Date, staff: StaffIdentity, endpointId: string): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const [endpoint] = await tx.query<{ url: string; active: boolean }>('SELECT url, active FROM webhook_endpoints WHERE id = $1', [endpointId]);
    if (!endpoint) throw notFound();
    if (!endpoint.active) throw new ClientError(409, 'This endpoint is inactive: make it active to send it a test event.');
    const deliveryId = await queueTestEvent(tx, endpointId, at);
    await recordAudit(tx, at, { actor: staff, action: 'sent test webhook', subject: `webhook:${endpointId}`, detail: endpoint.url });
    const [row] = await tx.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1`, [deliveryId]);
    return toDelivery(row!);
  });
}

/**
 * "Send again": the delivery is pending and due now, with the same id (its Idempotency-Key) and
 * payload; its attempts are kept, and it is given another 24 hours.
 */
export async function resendDelivery(db: Database, at: Date, staff: StaffIdentity, endpointId: string, deliveryId: string): Promise<WebhookDelivery> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<DeliveryRow>(
      `UPDATE webhook_deliveries SET delivered_at = NULL, failed_at = NULL, next_attempt_at = $3, give_up_at = $3::timestamptz + interval '${GIVE_UP_AFTER}'
       WHERE id = $2 AND endpoint_id = $1 RETURNING ${DELIVERY_COLUMNS}`,
      [endpointId, deliveryId, at],
    );
    if (!row) throw new ClientError(404, 'No such delivery');
    await recordAudit(tx, at, { actor: staff, action: 'resent webhook', subject: `webhook:${endpointId}`, detail: `delivery ${deliveryId}` });
    return toDelivery(row);
  });
}
