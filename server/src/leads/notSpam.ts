import type { Database } from '../core/db/database';
import { ClientError } from '../core/errors';
import { claimEmail } from '../people/emailProof';
import { queueWebhookEvent } from '../webhooks/queue';
import { leadNotification, type LeadForSales } from './notification';

/**
 * A member's "Not spam": the lead leaves the Spam folder (who and when are kept, with its reason)
 * and is delivered as a lead that passed would have been, in one transaction: the sales mail,
 * through the mail outbox, and the lead.stored webhook. A lead that is not spam is left as it is.
 * Resolves to whether a mail was queued; 404 when there is no such lead.
 */
export async function markNotSpam(db: Database, leadId: string, context: { staffId: string; salesEmail: string; at: Date; siteUrl: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<LeadForSales>(
      `WITH released AS (
         UPDATE leads SET suspected_bot = false, not_spam_by = $2, not_spam_at = $3 WHERE id = $1 AND suspected_bot RETURNING *
       )
       SELECT r.*, c.given AS consent_given FROM released r LEFT JOIN lead_consents c ON c.lead_id = r.id`,
      [leadId, context.staffId, context.at],
    );
    if (!row) {
      const [exists] = await tx.query('SELECT 1 FROM leads WHERE id = $1', [leadId]);
      if (!exists) throw new ClientError(404, 'No such lead');
      return false;
    }
    const mail = leadNotification(row, context.siteUrl);
    await tx.query('INSERT INTO mail_outbox (lead_id, recipient, subject, body) VALUES ($1, $2, $3, $4)', [row.id, context.salesEmail, mail.subject, mail.body]);
    await queueWebhookEvent(tx, 'lead.stored', { leadId: row.id }, context.at);
    // Now the visitor's word: its address is asked to confirm it, as at intake.
    if (row.customer_id) await claimEmail(tx, { visitorId: row.customer_id, email: row.email, in: 'enquiry', at: context.at, siteUrl: context.siteUrl });
    return true;
  });
}
