import type { OfflineMessage } from '@bookcraft/shared';
import type { Database } from '../db/database';

interface Context {
  ip: string;
  userAgent: string;
  salesEmail: string;
}

/**
 * Nobody was there to answer: the visitor's name, e-mail and message become
 * a lead (form type "Chat") with the visitor's first-touch attribution, and
 * sales are told by e-mail, in one transaction.
 */
export async function storeOfflineMessage(db: Database, customerId: string, message: OfflineMessage, context: Context): Promise<string> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query<{ id: string }>(
      `INSERT INTO leads (form_family, form_type, full_name, email, phone, message, link, customer_id,
         utm_source, utm_medium, utm_campaign, utm_term, gclid, traffic_source, ip, user_agent)
       SELECT 'A', 'Chat', $2, $3, '', $4, c.current_page, c.id::text,
         c.utm_source, c.utm_medium, c.utm_campaign, c.utm_term, c.gclid, c.traffic_source, $5, $6
       FROM customers c WHERE c.id = $1 RETURNING id`,
      [customerId, message.name, message.email, message.message, context.ip, context.userAgent],
    );
    const id = lead!.id;
    await tx.query('INSERT INTO lead_consents (lead_id, text_version, given, ip, user_agent) VALUES ($1, NULL, false, $2, $3)', [id, context.ip, context.userAgent]);
    const body = [`Lead ${id} (left in the chat while no agent was signed in)`, '', `name: ${message.name}`, `email: ${message.email}`, `message: ${message.message}`].join('\n');
    await tx.query('INSERT INTO mail_outbox (lead_id, recipient, subject, body) VALUES ($1, $2, $3, $4)', [id, context.salesEmail, `New chat message: ${message.name}`, body]);
    return id;
  });
}
