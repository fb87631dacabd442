import { createHash, randomUUID } from 'node:crypto';
import { OPT_IN_TEXT_VERSION } from '@bookcraft/shared/core';
import type { LeadPayload } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { named } from '../core/db/named';
import { ClientError } from '../core/errors';
import type { Touch } from '@bookcraft/shared/contracts';
import { isDirect } from '@bookcraft/shared/core';
import { attributionFrom, touchOfLink, type Attribution } from './attribution';
import { leadNotification } from './notification';
import { claimEmail } from '../people/emailProof';
import { updateFormFields, type CustomerContact } from '../visitors/repository';
import { queueWebhookEvent } from '../webhooks/queue';
import { recordLeadArm } from '../experiments/landingCopy';

export interface LeadContext {
  idempotencyKey?: string;
  /** The visitor whose token came with the lead: only then is the lead linked to a visitor (a bare customerId proves nothing). */
  visitorId?: string;
  ip: string;
  userAgent: string;
  salesEmail: string;
  /** When the lead arrives, by the server's clock. */
  at: Date;
  /** The site's origin: the link that confirms the lead's e-mail names it. */
  siteUrl: string;
  /**
   * Why the lead is spam (leads/spamCheck.ts: no solved challenge, the honeypot, filled too fast), or
   * undefined for a lead that passed. Spam is stored in the Spam folder and sets nothing off: no
   * mail, no webhook, not counted, no confirmation mailed; a member's "Not spam" delivers it then.
   */
  spamReason?: string;
  /** The visitor cookie's key (experiments/visitorKey.ts): the experiment arms the visitor was shown. */
  visitorKey?: string;
}

export interface IntakeAnswer {
  statusCode: number;
  body: { id: string; status: 'received' };
  /** The visitor the lead was linked to, as staff should now see them; absent on a replay or without a visitor. */
  visitor?: { customerId: string } & CustomerContact;
}

const hashOf = (payload: unknown) => createHash('sha256').update(JSON.stringify(payload)).digest('hex');

/**
 * Stores a lead, its consent record (only where the form asked for consent:
 * family B's text-message opt-in) and its notification in one transaction,
 * so a lead the visitor was told about is never half there. With an
 * idempotency key, a repeated request returns the first answer and stores
 * nothing new; the key reused for a different lead is refused.
 */
export async function storeLead(db: Database, lead: LeadPayload, context: LeadContext): Promise<IntakeAnswer> {
  // Without a key to claim or a visitor to update, still a transaction: the lead and the webhook
  // deliveries owed for it (webhooks/queue.ts) are stored together or not at all.
  if (!context.idempotencyKey && !context.visitorId) return db.transaction((tx) => insertLead(tx, lead, context));
  const requestHash = hashOf(lead);
  return db.transaction(async (tx) => {
    if (context.idempotencyKey) {
      const claimed = await tx.query(
        `INSERT INTO idempotency_keys (key, request_hash, status_code, response) VALUES ($1, $2, 0, '{}')
         ON CONFLICT (key) DO NOTHING RETURNING key`,
        [context.idempotencyKey, requestHash],
      );
      if (claimed.length === 0) return replay(tx, context.idempotencyKey, requestHash);
    }
    const answer = await insertLead(tx, lead, context);
    if (context.idempotencyKey) {
      await tx.query('UPDATE idempotency_keys SET status_code = $2, response = $3 WHERE key = $1', [context.idempotencyKey, answer.statusCode, JSON.stringify(answer.body)]);
    }
    return answer;
  });
}

async function replay(tx: Queryable, key: string, requestHash: string): Promise<IntakeAnswer> {
  const [first] = await tx.query<{ request_hash: string; status_code: number; response: IntakeAnswer['body'] }>('SELECT request_hash, status_code, response FROM idempotency_keys WHERE key = $1', [key]);
  if (!first || first.request_hash !== requestHash) throw new ClientError(422, 'This Idempotency-Key was already used for a different request');
  return { statusCode: first.status_code, body: first.response };
}

/** What the lead's visitor is attributed to: the first-touch columns, the registered touch and the latest non-direct arrival. */
type VisitorTouches = Attribution & { first_touch: Touch | null; last_arrival: Touch | null };

// One round trip for both (bench: a lead's latency is mostly waiting on the database).
async function visitorTouches(tx: Queryable, customerId: string | undefined): Promise<VisitorTouches | undefined> {
  if (!customerId) return undefined;
  const [row] = await tx.query<VisitorTouches>(
    `SELECT c.utm_source, c.utm_medium, c.utm_campaign, c.utm_term, c.gclid, c.traffic_source, c.first_touch,
       (SELECT u.touch FROM customer_utm u WHERE u.customer_id = c.id AND u.touch IS NOT NULL ORDER BY u.id DESC LIMIT 1) AS last_arrival
     FROM customers c WHERE c.id = $1`,
    [customerId],
  );
  return row;
}

/** The campaign that first brought the visitor wins over what the form's page URL says. */
function firstTouchOf(customer: VisitorTouches | undefined, fromLink: Attribution): Attribution {
  if (!customer || (!customer.utm_campaign && !customer.gclid && customer.traffic_source === 'organic')) return fromLink;
  const { utm_source, utm_medium, utm_campaign, utm_term, gclid, traffic_source } = customer;
  return { utm_source, utm_medium, utm_campaign, utm_term, gclid, traffic_source };
}

/**
 * The lead's first and last touch. First: the visitor's registration, unless it was direct
 * and the form's page has a campaign (as firstTouchOf). Last: the visitor's latest arrival that was
 * not direct, else the first touch. A lead linked to no visitor has its page's touch for both.
 */
function touchesOf(customer: VisitorTouches | undefined, fromLink: Touch): { first: Touch; last: Touch } {
  const registered = customer?.first_touch;
  const first = registered && (!isDirect(registered) || isDirect(fromLink)) ? registered : fromLink;
  return { first, last: customer?.last_arrival ?? first };
}

/** A field only some forms have: its text, or null. */
const textOf = (lead: LeadPayload, field: 'service' | 'genre' | 'manuscript_status' | 'package' | 'plan'): string | null => {
  const value = (lead as Partial<Record<typeof field, unknown>>)[field];
  return typeof value === 'string' ? value : null;
};

async function insertLead(tx: Queryable, lead: LeadPayload, context: LeadContext): Promise<IntakeAnswer> {
  const spamReason = context.spamReason ?? (lead.website?.trim() ? 'honeypot' : undefined);
  const suspectedBot = spamReason !== undefined;
  const visitorId = context.visitorId;
  const customer = await visitorTouches(tx, visitorId);
  const attribution = firstTouchOf(customer, attributionFrom(lead.link));
  const touches = touchesOf(customer, touchOfLink(lead.link, context.at));
  const familyB = 'formFamily' in lead;
  // The lead, its consent record and its notification in one statement: atomic by itself, and one
  // round trip to the database instead of five (bench: the p99 at 1,000 leads/s is mostly waiting on them).
  const id = randomUUID();
  // Each column's value, named where it is bound (core/db/named.ts).
  const row = {
    id,
    form_family: familyB ? 'B' : 'A',
    form_type: lead.formType,
    form_variant: familyB ? lead.variant : null,
    full_name: familyB ? null : lead.full_name,
    first_name: familyB ? lead.first_name : null,
    last_name: familyB ? lead.last_name : null,
    email: lead.email,
    phone: lead.phone,
    service: textOf(lead, 'service'),
    genre: textOf(lead, 'genre'),
    manuscript_status: textOf(lead, 'manuscript_status'),
    package: textOf(lead, 'package'),
    plan: textOf(lead, 'plan'),
    message: lead.message,
    link: lead.link ?? null,
    customer_id: visitorId ?? null,
    utm_source: attribution.utm_source,
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    utm_term: attribution.utm_term,
    gclid: attribution.gclid,
    traffic_source: attribution.traffic_source,
    suspected_bot: suspectedBot,
    bot_reason: spamReason ?? null,
    ip: context.ip,
    user_agent: context.userAgent,
    first_touch: JSON.stringify(touches.first),
    last_touch: JSON.stringify(touches.last),
  };
  const consentGiven = familyB ? lead.optIn === true : null;
  const mail = leadNotification({ ...row, form_type: lead.formType, first_touch: touches.first, last_touch: touches.last, consent_given: consentGiven }, context.siteUrl);
  const p = named({
    ...row,
    // Family A forms ask no consent: they have no text version, and no consent record.
    consent_text_version: familyB ? OPT_IN_TEXT_VERSION : null,
    consent_given: consentGiven,
    mail_recipient: context.salesEmail,
    mail_subject: mail.subject,
    mail_body: mail.body,
  });
  const columns = Object.keys(row) as (keyof typeof row)[];
  const jsonb = new Set<string>(['first_touch', 'last_touch']);
  await tx.query(
    `WITH lead AS (
       INSERT INTO leads (${columns.join(', ')})
       VALUES (${columns.map((column) => (jsonb.has(column) ? `${p.$(column)}::jsonb` : p.$(column))).join(', ')})
       RETURNING id
     ), consent AS (
       INSERT INTO lead_consents (lead_id, text_version, given, ip, user_agent)
       SELECT id, ${p.$('consent_text_version')}::text, ${p.$('consent_given')}::boolean, ${p.$('ip')}, ${p.$('user_agent')} FROM lead WHERE ${p.$('consent_text_version')}::text IS NOT NULL
     )
     -- Spam is mailed to no one until a member says it is not spam.
     INSERT INTO mail_outbox (lead_id, recipient, subject, body)
     SELECT id, ${p.$('mail_recipient')}::text, ${p.$('mail_subject')}::text, ${p.$('mail_body')}::text FROM lead WHERE NOT ${p.$('suspected_bot')}::boolean`,
    p.values,
  );
  await recordLeadArm(tx, id, context.visitorKey);
  // After every column of the lead is written (its arm, above): the CRM is sent the row as it is now.
  if (!suspectedBot) await queueWebhookEvent(tx, 'lead.stored', { leadId: id }, context.at);
  const answer: IntakeAnswer = { statusCode: 201, body: { id, status: 'received' } };
  if (!visitorId) return answer;
  const name = familyB ? `${lead.first_name} ${lead.last_name}` : lead.full_name;
  // A suspected bot's address is not the visitor's word: it is not kept as the visitor's e-mail, and
  // no confirmation goes to it. Anyone else's is a claim: the address is asked to confirm it.
  const contact = await updateFormFields(tx, visitorId, { name, email: suspectedBot ? undefined : lead.email, phone: lead.phone, lead: true });
  if (!suspectedBot) await claimEmail(tx, { visitorId, email: lead.email, in: 'enquiry', at: context.at, siteUrl: context.siteUrl });
  return { ...answer, visitor: { customerId: visitorId, ...contact } };
}
