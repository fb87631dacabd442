import type { LeadPayload } from '@bookcraft/shared/contracts';
import type { Database } from '../core/db/database';
import { ClientError } from '../core/errors';
import { claimEmail } from '../people/emailProof';
import { queueWebhookEvent } from '../webhooks/queue';
import { leadNotification } from './notification';

type StoredLead = {
  id: string; form_family: 'A' | 'B'; form_type: string; form_variant: string | null; full_name: string | null; first_name: string | null;
  last_name: string | null; email: string; phone: string; service: string | null; genre: string | null; manuscript_status: string | null;
  package: string | null; plan: string | null; message: string; link: string | null; customer_id: string | null; opt_in: boolean | null;
};

/** The lead as its form sent it (the fields the sales mail lists), rebuilt from its stored row. */
function payloadOf(row: StoredLead): LeadPayload {
  const shared = { formType: row.form_type, email: row.email, phone: row.phone, message: row.message };
  const optional = { link: row.link ?? undefined, customerId: row.customer_id ?? undefined };
  const given = (fields: Record<string, string | null>) => Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
  const lead =
    row.form_family === 'B'
      ? { formFamily: 'B', variant: row.form_variant, ...shared, first_name: row.first_name, last_name: row.last_name, ...given({ service: row.service, package: row.package, plan: row.plan }), optIn: row.opt_in === true, ...optional }
      : { ...shared, full_name: row.full_name, ...given({ service: row.service, genre: row.genre, manuscript_status: row.manuscript_status }), ...optional };
  return lead as unknown as LeadPayload;
}

/**
 * A member's "Not spam": the lead leaves the Spam folder (who and when are kept, with its reason)
 * and is delivered as a lead that passed would have been, in one transaction: the sales mail,
 * through the mail outbox, and the lead.stored webhook. A lead that is not spam is left as it is.
 * Resolves to whether a mail was queued; 404 when there is no such lead.
 */
export async function markNotSpam(db: Database, leadId: string, context: { staffId: string; salesEmail: string; at: Date; siteUrl: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StoredLead>(
      `WITH released AS (
         UPDATE leads SET suspected_bot = false, not_spam_by = $2, not_spam_at = $3 WHERE id = $1 AND suspected_bot RETURNING *
       )
       SELECT r.*, c.given AS opt_in FROM released r LEFT JOIN lead_consents c ON c.lead_id = r.id`,
      [leadId, context.staffId, context.at],
    );
    if (!row) {
      const [exists] = await tx.query('SELECT 1 FROM leads WHERE id = $1', [leadId]);
      if (!exists) throw new ClientError(404, 'No such lead');
      return false;
    }
    const mail = leadNotification(row.id, payloadOf(row), false);
    await tx.query('INSERT INTO mail_outbox (lead_id, recipient, subject, body) VALUES ($1, $2, $3, $4)', [row.id, context.salesEmail, mail.subject, mail.body]);
    await queueWebhookEvent(tx, 'lead.stored', { leadId: row.id }, context.at);
    // Now the visitor's word: its address is asked to confirm it, as at intake.
    if (row.customer_id) await claimEmail(tx, { visitorId: row.customer_id, email: row.email, in: 'enquiry', at: context.at, siteUrl: context.siteUrl });
    return true;
  });
}
