import { WEBHOOK_TEST_EVENT, type WebhookEvent } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';

/** What each event is queued with (docs/webhooks.md says what its payload holds). */
interface EventData {
  'lead.stored': { leadId: string };
  'conversation.closed': { roomId: string };
  'conversation.rated': { roomId: string };
  'person.erased': { visitorIds: readonly string[]; leadIds: readonly string[] };
  'consultation.booked': { consultationId: string };
  'consultation.rescheduled': { consultationId: string };
  'consultation.cancelled': { consultationId: string };
  'consultation.held': { consultationId: string };
  'deal.stage_changed': { dealId: string; previousStage: string | null };
  'deal.won': { dealId: string; previousStage: string | null };
}

/** How long a delivery is attempted before it is given up (failed). */
export const GIVE_UP_AFTER = '24 hours';

/** `column` as JSON text of an ISO time, as every payload's times are. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The lead.stored payload of the lead row `l` and its consent row `c`, field by field. */
const leadPayload = (l: string, c: string) => `jsonb_build_object(
    'id', ${l}.id::text, 'created_at', ${iso(`${l}.created_at`)}, 'form_family', ${l}.form_family, 'form_type', ${l}.form_type, 'form_variant', ${l}.form_variant,
    'full_name', ${l}.full_name, 'first_name', ${l}.first_name, 'last_name', ${l}.last_name, 'email', ${l}.email, 'phone', ${l}.phone,
    'service', ${l}.service, 'genre', ${l}.genre, 'manuscript_status', ${l}.manuscript_status, 'package', ${l}.package, 'plan', ${l}.plan,
    'message', ${l}.message, 'link', ${l}.link, 'customer_id', ${l}.customer_id::text)
  || jsonb_build_object(
    'utm_source', ${l}.utm_source, 'utm_medium', ${l}.utm_medium, 'utm_campaign', ${l}.utm_campaign, 'utm_term', ${l}.utm_term, 'gclid', ${l}.gclid,
    'traffic_source', ${l}.traffic_source, 'first_touch', ${l}.first_touch, 'last_touch', ${l}.last_touch,
    'experiment_id', ${l}.experiment_id::text, 'experiment_arm', ${l}.experiment_arm,
    'consent_given', ${c}.given, 'consent_text_version', ${c}.text_version)`;

/** Every consultation event's payload: the call as it stands now. */
const consultationPayload = `
  SELECT jsonb_build_object('consultation', jsonb_build_object('id', c.id::text, 'leadId', c.lead_id::text, 'status', c.status,
      'start', ${iso('c.starts_at')}, 'end', ${iso('c.ends_at')}, 'visitorZone', c.visitor_zone, 'memberName', m.display_name,
      'sequence', c.sequence, 'outcome', c.outcome)) AS payload, c.lead_id AS lead_id, NULL::bigint AS room_id
  FROM consultations c JOIN staff_accounts m ON m.id = c.staff_id WHERE c.id = ($3::jsonb->>'consultationId')::uuid`;

/** Every deal event's payload: the deal as it stands now, the stage it left, and the person's first touch. */
const dealPayload = `
  SELECT jsonb_build_object('deal', jsonb_build_object('id', d.id::text, 'leadId', d.lead_id::text, 'visitorId', COALESCE(d.customer_id, l.customer_id)::text,
      'stage', s.name, 'previousStage', $3::jsonb->>'previousStage', 'amountCents', d.amount_cents, 'currency', d.currency, 'ownerName', o.display_name,
      'services', to_jsonb(d.services), 'wonAt', ${iso('d.won_at')},
      'campaign', COALESCE(NULLIF(c.utm_campaign, ''), NULLIF(l.utm_campaign, '')), 'gclid', COALESCE(NULLIF(c.gclid, ''), NULLIF(l.gclid, ''))))
    AS payload, d.lead_id AS lead_id, d.room_id AS room_id
  FROM deals d JOIN deal_stages s ON s.id = d.stage_id JOIN staff_accounts o ON o.id = d.owner_id
    LEFT JOIN leads l ON l.id = d.lead_id LEFT JOIN customers c ON c.id = COALESCE(d.customer_id, l.customer_id)
  WHERE d.id = ($3::jsonb->>'dealId')::uuid`;

/**
 * Each event's payload, built field by field from the rows as they are now, in the caller's
 * transaction ($3 is the event's data): an allow-list, so a column added to a table ships nowhere until
 * it is named here and in the event's schema (WEBHOOK_PAYLOADS in the shared contract, which the worker
 * holds every payload to). `lead_id`/`room_id` tie the delivery to what it carries, so it goes when that
 * is erased.
 */
const PAYLOADS: Record<WebhookEvent, string> = {
  'lead.stored': `SELECT ${leadPayload('l', 'c')} AS payload, l.id AS lead_id, NULL::bigint AS room_id
    FROM leads l LEFT JOIN lead_consents c ON c.lead_id = l.id WHERE l.id = ($3::jsonb->>'leadId')::uuid`,
  'conversation.closed': `
    SELECT jsonb_build_object(
        'conversation', jsonb_build_object('id', r.id::text, 'visitorId', r.customer_id::text, 'agentName', r.agent_name, 'rating', r.rating,
          'page', r.current_page, 'openedAt', ${iso('r.created_at')}, 'closedAt', ${iso('r.closed_at')}),
        'transcript', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', m.id::text, 'from', m.sender_role, 'name', m.sender_name, 'text', m.content,
          'attachmentId', m.attachment_id::text, 'at', ${iso('m.created_at')}) ORDER BY m.id) FROM chat_messages m WHERE m.room_id = r.id), '[]'::jsonb)
      ) AS payload, NULL::uuid AS lead_id, r.id AS room_id
    FROM chat_rooms r WHERE r.id = ($3::jsonb->>'roomId')::bigint`,
  'conversation.rated': `
    SELECT jsonb_build_object('conversation', jsonb_build_object('id', r.id::text, 'visitorId', r.customer_id::text, 'rating', r.rating, 'ratedAt', ${iso('$2::timestamptz')}))
      AS payload, NULL::uuid AS lead_id, r.id AS room_id
    FROM chat_rooms r WHERE r.id = ($3::jsonb->>'roomId')::bigint`,
  'person.erased': `SELECT jsonb_build_object('visitorIds', $3::jsonb->'visitorIds', 'leadIds', $3::jsonb->'leadIds') AS payload, NULL::uuid AS lead_id, NULL::bigint AS room_id`,
  'consultation.booked': consultationPayload,
  'consultation.rescheduled': consultationPayload,
  'consultation.cancelled': consultationPayload,
  'consultation.held': consultationPayload,
  'deal.stage_changed': dealPayload,
  'deal.won': dealPayload,
};

/**
 * Owes `event` to every active endpoint that asked for it, in the caller's transaction: one
 * delivery row per endpoint in the webhook outbox, its payload fixed now, sent by the webhook
 * worker (webhooks/worker.ts). One statement, nothing when no endpoint wants the event.
 */
export async function queueWebhookEvent<E extends WebhookEvent>(tx: Queryable, event: E, data: EventData[E], at: Date): Promise<void> {
  await tx.query(
    `INSERT INTO webhook_deliveries (endpoint_id, event, payload, lead_id, room_id, created_at, next_attempt_at, give_up_at)
     SELECT e.id, $1, p.payload, p.lead_id, p.room_id, $2, $2, $2::timestamptz + interval '${GIVE_UP_AFTER}'
     FROM webhook_endpoints e, (${PAYLOADS[event]}) p
     WHERE e.active AND $1 = ANY(e.events)`,
    [event, at, JSON.stringify(data)],
  );
}

/** What a test event's payload says (docs/webhooks.md): nothing real happened. */
const TEST_EVENT_MESSAGE = 'A test event from Book Craft: this endpoint receives and can verify our webhooks. Nothing happened to a lead, a conversation or a person.';

/**
 * "Send a test event": one webhook.test delivery owed to one endpoint, whatever events it takes, in the
 * caller's transaction; sent, signed and retried by the worker as every delivery is. Answers its id.
 */
export async function queueTestEvent(tx: Queryable, endpointId: string, at: Date): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO webhook_deliveries (endpoint_id, event, payload, created_at, next_attempt_at, give_up_at)
     VALUES ($1, $2, jsonb_build_object('message', $3::text), $4, $4, $4::timestamptz + interval '${GIVE_UP_AFTER}') RETURNING id::text AS id`,
    [endpointId, WEBHOOK_TEST_EVENT, TEST_EVENT_MESSAGE, at],
  );
  return row!.id;
}

/**
 * The lead.stored deliveries of a lead the same statement inserts (leads/intake.ts): `lead` and `consent` are that
 * statement's rows (its CTEs' RETURNING *), `at` the placeholder of the time. Nothing for a suspected bot.
 */
export const leadStoredDeliveriesSql = (at: string) => `
  INSERT INTO webhook_deliveries (endpoint_id, event, payload, lead_id, room_id, created_at, next_attempt_at, give_up_at)
  SELECT e.id, 'lead.stored', ${leadPayload('l', 'c')}, l.id, NULL, ${at}, ${at}, ${at}::timestamptz + interval '${GIVE_UP_AFTER}'
  FROM webhook_endpoints e, lead l LEFT JOIN consent c ON c.lead_id = l.id
  WHERE e.active AND 'lead.stored' = ANY(e.events) AND NOT l.suspected_bot`;
