import type { Database } from '../db/database';
import { deleteVisitors, type Deleted } from './erasure';

// A visitor's own data on request (GDPR/CCPA): everything held about them, and its erasure.

/** Everything held about one visitor, as one JSON document; null for an unknown visitor. */
export async function exportVisitor(db: Database, customerId: string) {
  return db.transaction(async (tx) => {
    const [customer] = await tx.query('SELECT * FROM customers WHERE id = $1', [customerId]);
    if (!customer) return null;
    const visits = await tx.query('SELECT path, visited_at FROM page_visits WHERE customer_id = $1 ORDER BY visited_at, id', [customerId]);
    const presence = await tx.query('SELECT status, changed_at FROM presence_changes WHERE customer_id = $1 ORDER BY changed_at, id', [customerId]);
    const attribution = await tx.query('SELECT utm_campaign, keyword, gclid, link, created_at FROM customer_utm WHERE customer_id = $1 ORDER BY created_at, id', [customerId]);
    const leads = await tx.query(
      `SELECT l.*, to_jsonb(c) - 'lead_id' AS consent FROM leads l LEFT JOIN lead_consents c ON c.lead_id = l.id
       WHERE l.customer_id = $1 ORDER BY l.created_at, l.id`,
      [customerId],
    );
    const rooms = await tx.query<{ id: string }>(
      `SELECT id::text AS id, current_page, status, created_at, closed_at, escalated_at, rating, agent_name FROM chat_rooms WHERE customer_id = $1 ORDER BY id`,
      [customerId],
    );
    const roomIds = rooms.map((room) => room.id);
    const messages = await tx.query<{ room_id: string }>(
      `SELECT id::text AS id, room_id::text AS room_id, sender_role, sender_name, content, attachment_id, created_at FROM chat_messages
       WHERE room_id = ANY($1::bigint[]) ORDER BY id`,
      [roomIds],
    );
    const images = await tx.query('SELECT id, room_id::text AS room_id, bytes, created_at FROM chat_media WHERE room_id = ANY($1::bigint[]) ORDER BY created_at, id', [roomIds]);
    const mail = await tx.query(
      `SELECT recipient, subject, body, created_at, delivered_at FROM mail_outbox
       WHERE room_id = ANY($1::bigint[]) OR lead_id IN (SELECT id FROM leads WHERE customer_id = $2) ORDER BY created_at, id`,
      [roomIds, customerId],
    );
    const chats = rooms.map((room) => ({ ...room, messages: messages.filter((message) => message.room_id === room.id) }));
    return { exportedAt: new Date().toISOString(), customer, visits, presence, attribution, leads, chats, images, mail };
  });
}

/**
 * Erases one visitor: their record, visits, presence, campaign posts, chats
 * with images and mail, and the leads linked to them (the same person's
 * enquiries, with their consent records, notifications and idempotency keys). One transaction;
 * the upload files to remove after it are returned. Null for an unknown visitor.
 */
export async function eraseVisitor(db: Database, customerId: string): Promise<Deleted | null> {
  return db.transaction(async (tx) => {
    // Locked first: a lead or room linked to them meanwhile waits, then fails for want of its visitor.
    const [found] = await tx.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    if (!found) return null;
    const leads = await tx.query<{ id: string }>('DELETE FROM leads WHERE customer_id = $1 RETURNING id::text AS id', [customerId]);
    // A key's stored answer names its lead, and its hash stands for the lead's fields.
    const keys = await tx.query(`DELETE FROM idempotency_keys WHERE response->>'id' = ANY($1::text[]) RETURNING key`, [leads.map((lead) => lead.id)]);
    const visitor = await deleteVisitors(tx, [customerId]);
    return { rows: visitor.rows + leads.length + keys.length, files: visitor.files };
  });
}
