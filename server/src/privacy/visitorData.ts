import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { queueWebhookEvent } from '../webhooks/queue';
import { mailOfPerson } from '../people/addresses';
import { personOf, visitorsOfPerson } from '../people/links';
import { deleteVisitors, type Deleted } from './erasure';

// A visitor's own data on request (GDPR/CCPA): everything held about them, and its erasure. A request
// acts on the visitor asked about; taking in the visitors linked with them as one person (their other
// devices) is an admin's separate, explicit choice, made on the list of what it would touch.

/**
 * The visitors a request acts on: the one asked about, and, when the admin chose to take them in, the
 * linked visitors they were shown. 409 when those are no longer exactly the visitor's linked ones (a
 * link made or undone since the list was shown): the admin looks at the list again.
 */
async function visitorsInScope(tx: Queryable, customerId: string, linked: readonly string[] | undefined): Promise<string[]> {
  if (!linked) return [customerId];
  const [, ...current] = await visitorsOfPerson(tx, customerId);
  const shown = [...new Set(linked)].sort();
  if (shown.length !== current.length || [...current].sort().some((id, index) => id !== shown[index])) {
    throw new ClientError(409, 'The visitors linked with this one changed since the list was shown. Look at the list again.');
  }
  return [customerId, ...current];
}

// The fields the export holds, named one by one so a column added later is not exported unread: what
// the privacy page says the site records and what the visitor told us. Never the registration key (a
// credential that mints the visitor's token while it is good), nor the constant company code.
const VISITOR_FIELDS = `id, created_at, last_seen_at, screen_resolution, timezone, os, fingerprint_id, canvas_hash, audio_hash, landing_page, link,
  utm_source, utm_medium, utm_campaign, utm_term, gclid, traffic_source, first_touch, current_page, presence, name, email, phone, lead`;
const LEAD_FIELDS = `l.id, l.created_at, l.form_family, l.form_type, l.form_variant, l.full_name, l.first_name, l.last_name, l.email, l.phone, l.service,
  l.genre, l.manuscript_status, l.package, l.plan, l.message, l.link, l.utm_source, l.utm_medium, l.utm_campaign, l.utm_term, l.gclid,
  l.traffic_source, l.first_touch, l.last_touch, l.suspected_bot, l.bot_reason, l.ip, l.user_agent`;
/** A text-message consent: given, the text's version, when, and (until the visit records go) the IP address and browser; null where the form asked none. */
const CONSENT = `CASE WHEN c.lead_id IS NULL THEN NULL ELSE
  jsonb_build_object('given', c.given, 'text_version', c.text_version, 'given_at', c.given_at, 'ip', c.ip, 'user_agent', c.user_agent) END`;

interface Exporting {
  /** When the export is made, by the server's clock. */
  at: Date;
  /** The sales address: mail to it is staff's, never the visitor's (`mailOfPerson`). */
  salesEmail: string;
  /** The linked visitors the admin chose to take in, as they were shown; undefined for the visitor alone. */
  linked?: readonly string[];
}

/**
 * Everything held about a visitor as one JSON document, with the visitors linked with them when the
 * admin took those in: `customer` is the visitor asked about, `visitors` every record exported; the
 * other parts hold the rows of all of them, with the visitor each belongs to. Null for an unknown visitor.
 */
export async function exportVisitor(db: Database, customerId: string, { at, salesEmail, linked }: Exporting) {
  return db.transaction(async (tx) => {
    const [customer] = await tx.query(`SELECT ${VISITOR_FIELDS} FROM customers WHERE id = $1`, [customerId]);
    if (!customer) return null;
    const ids = await visitorsInScope(tx, customerId, linked);
    const personId = linked ? await personOf(tx, customerId) : null;
    const visitors = await tx.query(`SELECT ${VISITOR_FIELDS} FROM customers WHERE id = ANY($1::uuid[]) ORDER BY created_at, id`, [ids]);
    const links = await tx.query(`SELECT customer_id, reason, email, linked_by_name, linked_at FROM person_links WHERE customer_id = ANY($1::uuid[]) ORDER BY linked_at, customer_id`, [ids]);
    const visits = await tx.query('SELECT customer_id, path, visited_at FROM page_visits WHERE customer_id = ANY($1::uuid[]) ORDER BY visited_at, id', [ids]);
    const presence = await tx.query('SELECT customer_id, status, changed_at FROM presence_changes WHERE customer_id = ANY($1::uuid[]) ORDER BY changed_at, id', [ids]);
    const attribution = await tx.query('SELECT customer_id, utm_campaign, keyword, gclid, link, touch, created_at FROM customer_utm WHERE customer_id = ANY($1::uuid[]) ORDER BY created_at, id', [ids]);
    const leads = await tx.query(
      `SELECT ${LEAD_FIELDS}, ${CONSENT} AS consent FROM leads l LEFT JOIN lead_consents c ON c.lead_id = l.id
       WHERE l.customer_id = ANY($1::uuid[]) ORDER BY l.created_at, l.id`,
      [ids],
    );
    const rooms = await tx.query<{ id: string }>(
      `SELECT id::text AS id, customer_id, current_page, status, created_at, closed_at, escalated_at, rating, agent_name FROM chat_rooms WHERE customer_id = ANY($1::uuid[]) ORDER BY id`,
      [ids],
    );
    const roomIds = rooms.map((room) => room.id);
    const messages = await tx.query<{ room_id: string }>(
      `SELECT id::text AS id, room_id::text AS room_id, sender_role, sender_name, content, attachment_id, created_at FROM chat_messages
       WHERE room_id = ANY($1::bigint[]) ORDER BY id`,
      [roomIds],
    );
    const images = await tx.query('SELECT id, room_id::text AS room_id, bytes, created_at FROM chat_media WHERE room_id = ANY($1::bigint[]) ORDER BY created_at, id', [roomIds]);
    const mail = await tx.query('SELECT recipient, subject, body, created_at, delivered_at FROM mail_outbox WHERE id = ANY($1::uuid[]) ORDER BY created_at, id', [
      await mailOfPerson(tx, ids, salesEmail),
    ]);
    const chats = rooms.map((room) => ({ ...room, messages: messages.filter((message) => message.room_id === room.id) }));
    // The deals opened on them, their leads or their chats, with each move.
    const deals = await tx.query(
      `SELECT d.id::text AS id, d.title, s.name AS stage, d.amount_cents, d.currency, d.services, d.expected_close, d.won_at, d.lost_at, d.lost_reason, d.created_at,
         (SELECT COALESCE(jsonb_agg(jsonb_build_object('from', m.from_stage, 'to', m.to_stage, 'by', m.moved_by_name, 'at', m.moved_at) ORDER BY m.moved_at, m.id), '[]'::jsonb) FROM deal_moves m WHERE m.deal_id = d.id) AS moves
       FROM deals d JOIN deal_stages s ON s.id = d.stage_id LEFT JOIN leads l ON l.id = d.lead_id LEFT JOIN chat_rooms r ON r.id = d.room_id
       WHERE d.customer_id = ANY($1::uuid[]) OR l.customer_id = ANY($1::uuid[]) OR r.customer_id = ANY($1::uuid[]) ORDER BY d.created_at, d.id`,
      [ids],
    );
    const person = personId ? { id: personId, links } : null;
    return { exportedAt: at.toISOString(), customer, person, visitors, visits, presence, attribution, leads, chats, images, mail, deals };
  });
}

/**
 * Erases a visitor (and the linked visitors the admin took in): their records, visits, presence, campaign
 * posts, chats with images and mail, and their leads (their enquiries, with their consent
 * records, notifications and idempotency keys). Mail goes with the room or lead it is tied to (ON
 * DELETE CASCADE), never by address alone: an address a visitor typed may be a member's or the sales
 * address, whose other mail is staff's. One transaction; the upload files to remove after it, and the
 * visitors erased (whose sockets to end), are returned. Endpoints that asked for `person.erased` are
 * owed the ids erased (webhooks/queue.ts). Null for an unknown visitor.
 */
export async function eraseVisitor(db: Database, customerId: string, at: Date, linked?: readonly string[]): Promise<(Deleted & { visitorIds: string[]; leadIds: string[] }) | null> {
  return db.transaction(async (tx) => {
    // Locked first: a lead or room linked to them meanwhile waits, then fails for want of its visitor.
    const [found] = await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    if (!found) return null;
    const visitorIds = await visitorsInScope(tx, customerId, linked);
    const leads = await tx.query<{ id: string }>('DELETE FROM leads WHERE customer_id = ANY($1::uuid[]) RETURNING id::text AS id', [visitorIds]);
    // A key's stored answer names its lead, and its hash stands for the lead's fields.
    const keys = await tx.query<{ key: string }>(`DELETE FROM idempotency_keys WHERE response->>'id' = ANY($1::text[]) RETURNING key`, [leads.map((lead) => lead.id)]);
    // Their solved spam challenges stay used (single-use until they expire), no longer tied to their keys.
    await tx.query('UPDATE used_lead_challenges SET idempotency_key = NULL WHERE idempotency_key = ANY($1::text[])', [keys.map((row) => row.key)]);
    const visitors = await deleteVisitors(tx, visitorIds);
    // The CRM is told which of what it was sent to erase too: ids only.
    await queueWebhookEvent(tx, 'person.erased', { visitorIds, leadIds: leads.map((lead) => lead.id) }, at);
    return { rows: visitors.rows + leads.length + keys.length, files: visitors.files, visitorIds, leadIds: leads.map((lead) => lead.id) };
  });
}

/** Every record a request that takes in the visitor's linked visitors would touch, for the admin to read first. Null for an unknown visitor. */
export async function linkedRecordsOf(db: Database, customerId: string, salesEmail: string) {
  return db.transaction(async (tx) => {
    const [found] = await tx.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
    if (!found) return null;
    const ids = await visitorsOfPerson(tx, customerId);
    const visitors = await tx.query<{ id: string; name: string | null; email: string | null; last_seen: Date }>(
      'SELECT id::text AS id, name, email, last_seen_at AS last_seen FROM customers WHERE id = ANY($1::uuid[])',
      [ids],
    );
    const leads = await tx.query<{ id: string; visitor_id: string; name: string; email: string; created_at: Date }>(
      `SELECT id::text AS id, customer_id::text AS visitor_id, COALESCE(full_name, concat_ws(' ', first_name, last_name)) AS name, email, created_at
       FROM leads WHERE customer_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [ids],
    );
    const conversations = await tx.query<{ id: string; visitor_id: string; created_at: Date; messages: number }>(
      `SELECT r.id::text AS id, r.customer_id::text AS visitor_id, r.created_at, (SELECT count(*)::int FROM chat_messages m WHERE m.room_id = r.id) AS messages
       FROM chat_rooms r WHERE r.customer_id = ANY($1::uuid[]) ORDER BY r.created_at, r.id`,
      [ids],
    );
    const iso = (at: Date) => new Date(at).toISOString();
    return {
      // The visitor asked about first, then the others in the order they were linked.
      visitors: ids.map((id) => visitors.find((visitor) => visitor.id === id)!).map((row) => ({ id: row.id, name: row.name, email: row.email, lastSeen: iso(row.last_seen) })),
      leads: leads.map((row) => ({ id: row.id, visitorId: row.visitor_id, name: row.name, email: row.email, at: iso(row.created_at) })),
      conversations: conversations.map((row) => ({ id: row.id, visitorId: row.visitor_id, at: iso(row.created_at), messages: row.messages })),
      mails: (await mailOfPerson(tx, ids, salesEmail)).length,
    };
  });
}
