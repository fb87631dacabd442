import type { WebhookEvent } from '@bookcraft/shared/contracts';
import type { Queryable } from '../db/database';

/** What each event is queued with (docs/webhooks.md says what its payload holds). */
interface EventData {
  'lead.stored': { leadId: string };
  'conversation.closed': { roomId: string };
  'person.erased': { visitorIds: readonly string[]; leadIds: readonly string[] };
}

/** How long a delivery is attempted before it is given up (failed). */
export const GIVE_UP_AFTER = '24 hours';

/**
 * Each event's payload, built from the rows as they are now, in the caller's transaction ($3 is
 * the event's data): `payload` is what the receiver gets as `data`, `lead_id`/`room_id` tie the
 * delivery to what it carries, so it goes when that is erased.
 */
const PAYLOADS: Record<WebhookEvent, string> = {
  // The lead as staff see it, every column there is (attribution, experiment arms…), with its
  // consent; not the visitor's IP address and browser, which a CRM has no use for.
  'lead.stored': `
    SELECT (to_jsonb(l) - 'ip' - 'user_agent') || jsonb_build_object('consent_given', c.given, 'consent_text_version', c.text_version) AS payload,
      l.id AS lead_id, NULL::bigint AS room_id
    FROM leads l LEFT JOIN lead_consents c ON c.lead_id = l.id WHERE l.id = ($3::jsonb->>'leadId')::uuid`,
  'conversation.closed': `
    SELECT jsonb_build_object(
        'conversation', jsonb_build_object('id', r.id::text, 'visitorId', r.customer_id::text, 'agentName', r.agent_name, 'rating', r.rating,
          'page', r.current_page, 'openedAt', r.created_at, 'closedAt', r.closed_at),
        'transcript', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', m.id::text, 'from', m.sender_role, 'name', m.sender_name, 'text', m.content,
          'attachmentId', m.attachment_id::text, 'at', m.created_at) ORDER BY m.id) FROM chat_messages m WHERE m.room_id = r.id), '[]'::jsonb)
      ) AS payload, NULL::uuid AS lead_id, r.id AS room_id
    FROM chat_rooms r WHERE r.id = ($3::jsonb->>'roomId')::bigint`,
  // Ids only: nothing of the person erased is kept, let alone sent.
  'person.erased': `SELECT jsonb_build_object('visitorIds', $3::jsonb->'visitorIds', 'leadIds', $3::jsonb->'leadIds') AS payload, NULL::uuid AS lead_id, NULL::bigint AS room_id`,
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
