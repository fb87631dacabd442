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
import { leadStoredDeliveriesSql } from '../webhooks/queue';
import { leadArmSql } from '../experiments/landingCopy';
import { recordUseSql, type SpamVerdict } from './spamCheck';

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
   * What its challenge says (leads/spamCheck.ts: no solved challenge, the honeypot, filled too fast, and the
   * solution's one use, recorded here with the lead: used before, it is spam). Spam is stored in the Spam folder
   * and sets nothing off: no mail, no webhook, not counted, no confirmation mailed; a member's "Not spam" delivers it then.
   */
  spam: SpamVerdict;
  /** The visitor cookie's key (experiments/visitorKey.ts): the experiment arms the visitor was shown. */
  visitorKey?: string;
}

export interface IntakeAnswer {
  statusCode: number;
  body: { id: string; status: 'received' };
  /** The visitor the lead was linked to, as staff should now see them; absent on a replay or without a visitor. */
  visitor?: { customerId: string } & CustomerContact;
  /** True when this request stored a new lead that is not spam: it is in the Leads folder now. */
  arrived?: boolean;
}

const hashOf = (payload: unknown) => createHash('sha256').update(JSON.stringify(payload)).digest('hex');

/**
 * Stores a lead with everything owed for it, in one statement (so one round trip and one commit: bench, a lead's
 * time is mostly waiting on the database): the lead, its consent record (only where the form asked for consent:
 * family B's text-message opt-in), the sales mail and the webhook deliveries, the challenge's one use, and the
 * Idempotency-Key's answer. A lead the visitor was told about is never half there. With an idempotency key, a
 * repeated request returns the first answer and stores nothing new; the key reused for a different lead is refused.
 * A lead from a known visitor also updates that visitor, in the same transaction.
 */
export async function storeLead(db: Database, lead: LeadPayload, context: LeadContext): Promise<IntakeAnswer> {
  const answer: IntakeAnswer = { statusCode: 201, body: { id: randomUUID(), status: 'received' } };
  const requestHash = hashOf(lead);
  if (!context.visitorId) {
    const stored = await insertLead(db, lead, context, answer, requestHash);
    return stored ? { ...answer, arrived: !stored.suspected } : replay(db, context.idempotencyKey!, requestHash);
  }
  const visitorId = context.visitorId;
  const customer = await visitorTouches(db, visitorId);
  return db.transaction(async (tx) => {
    const stored = await insertLead(tx, lead, context, answer, requestHash, customer);
    if (!stored) return replay(tx, context.idempotencyKey!, requestHash);
    return { ...answer, arrived: !stored.suspected, visitor: { customerId: visitorId, ...(await updateVisitor(tx, lead, context, visitorId, stored.suspected)) } };
  });
}

/**
 * Stores a lead inside a transaction the caller holds (a consultation's booking: the lead and the call are
 * stored together or not at all). No Idempotency-Key: the caller's own rows say whether it was stored.
 */
export async function storeLeadWithin(tx: Queryable, lead: LeadPayload, context: Omit<LeadContext, 'idempotencyKey'>): Promise<{ id: string; suspected: boolean; visitor?: IntakeAnswer['visitor'] }> {
  const answer: IntakeAnswer = { statusCode: 201, body: { id: randomUUID(), status: 'received' } };
  const customer = await visitorTouches(tx, context.visitorId);
  const stored = await insertLead(tx, lead, context, answer, hashOf(lead), customer);
  if (!stored) throw new Error('A lead without an Idempotency-Key is always stored');
  const visitor = context.visitorId ? { customerId: context.visitorId, ...(await updateVisitor(tx, lead, context, context.visitorId, stored.suspected)) } : undefined;
  return { id: answer.body.id, suspected: stored.suspected, visitor };
}

async function replay(db: Queryable, key: string, requestHash: string): Promise<IntakeAnswer> {
  const [first] = await db.query<{ request_hash: string; status_code: number; response: IntakeAnswer['body'] }>('SELECT request_hash, status_code, response FROM idempotency_keys WHERE key = $1', [key]);
  if (!first || first.request_hash !== requestHash) throw new ClientError(422, 'This Idempotency-Key was already used for a different request');
  return { statusCode: first.status_code, body: first.response };
}

/**
 * The visitor who sent the lead, as staff should now see them. A suspected bot's address is not the visitor's
 * word: it is not kept as the visitor's e-mail, and no confirmation goes to it. Anyone else's is a claim: the
 * address is asked to confirm it.
 */
async function updateVisitor(tx: Queryable, lead: LeadPayload, context: LeadContext, visitorId: string, suspected: boolean): Promise<CustomerContact> {
  const name = 'formFamily' in lead ? `${lead.first_name} ${lead.last_name}` : lead.full_name;
  const contact = await updateFormFields(tx, visitorId, { name, email: suspected ? undefined : lead.email, phone: lead.phone, lead: true }, context.at);
  if (!suspected) await claimEmail(tx, { visitorId, email: lead.email, in: 'enquiry', at: context.at, siteUrl: context.siteUrl });
  return contact;
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

/** The one statement that stores the lead; resolves to whether it did (no: its Idempotency-Key was used before) and whether it is spam. */
async function insertLead(db: Queryable, lead: LeadPayload, context: LeadContext, answer: IntakeAnswer, requestHash: string, customer?: VisitorTouches): Promise<{ suspected: boolean } | null> {
  const familyB = 'formFamily' in lead;
  const attribution = firstTouchOf(customer, attributionFrom(lead.link));
  const touches = touchesOf(customer, touchOfLink(lead.link, context.at));
  const id = answer.body.id;
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
    customer_id: context.visitorId ?? null,
    utm_source: attribution.utm_source,
    utm_medium: attribution.utm_medium,
    utm_campaign: attribution.utm_campaign,
    utm_term: attribution.utm_term,
    gclid: attribution.gclid,
    traffic_source: attribution.traffic_source,
    ip: context.ip,
    user_agent: context.userAgent,
    first_touch: JSON.stringify(touches.first),
    last_touch: JSON.stringify(touches.last),
    created_at: context.at,
  };
  const consentGiven = familyB ? lead.optIn === true : null;
  // Written before it is known to go: a suspected bot's is left unsent (below), and "Not spam" writes it anew.
  const mail = leadNotification({ ...row, form_type: lead.formType, first_touch: touches.first, last_touch: touches.last, consent_given: consentGiven }, context.siteUrl);
  const { use } = context.spam;
  const p = named({
    ...row,
    // Spam by the challenge or the honeypot; or, below, by a solution already used.
    bot_reason: context.spam.reason ?? (lead.website?.trim() ? 'honeypot' : null),
    // Family A forms ask no consent: they have no text version, and no consent record.
    consent_text_version: familyB ? OPT_IN_TEXT_VERSION : null,
    consent_given: consentGiven,
    mail_recipient: context.salesEmail,
    mail_subject: mail.subject,
    mail_body: mail.body,
    visitor_key: context.visitorKey ?? null,
    use_key: use?.key ?? null,
    use_expires_at: use?.expiresAt ?? null,
    use_idempotency_key: use?.idempotencyKey ?? null,
    idempotency_key: context.idempotencyKey ?? null,
    request_hash: requestHash,
    status_code: answer.statusCode,
    response: JSON.stringify(answer.body),
  });
  const columns = Object.keys(row) as (keyof typeof row)[];
  const jsonb = new Set<string>(['first_touch', 'last_touch']);
  const at = p.$('created_at');
  const [result] = await db.query<{ stored: boolean; suspected: boolean | null }>(
    `WITH claimed AS (
       INSERT INTO idempotency_keys (key, request_hash, status_code, response, created_at)
       SELECT ${p.$('idempotency_key')}::text, ${p.$('request_hash')}, ${p.$('status_code')}, ${p.$('response')}::jsonb, ${at} WHERE ${p.$('idempotency_key')}::text IS NOT NULL
       ON CONFLICT (key) DO NOTHING RETURNING key
     ), used AS (${recordUseSql(p.$('use_key'), p.$('use_expires_at'), p.$('use_idempotency_key'))}
     ), arm AS (${leadArmSql(p.$('visitor_key'), at)}
     ), verdict AS (
       SELECT CASE WHEN ${p.$('use_key')}::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM used) THEN 'challenge-reused' ELSE ${p.$('bot_reason')}::text END AS reason
     ), lead AS (
       INSERT INTO leads (${columns.join(', ')}, suspected_bot, bot_reason, experiment_id, experiment_arm, experiment_visitor_key)
       SELECT ${columns.map((column) => (jsonb.has(column) ? `${p.$(column)}::jsonb` : p.$(column))).join(', ')}, v.reason IS NOT NULL, v.reason, arm.experiment_id, arm.arm, ${p.$('visitor_key')}::text
       FROM verdict v LEFT JOIN arm ON true
       WHERE ${p.$('idempotency_key')}::text IS NULL OR EXISTS (SELECT 1 FROM claimed)
       RETURNING *
     ), consent AS (
       INSERT INTO lead_consents (lead_id, text_version, given, given_at, ip, user_agent)
       SELECT id, ${p.$('consent_text_version')}::text, ${p.$('consent_given')}::boolean, ${at}, ${p.$('ip')}, ${p.$('user_agent')} FROM lead WHERE ${p.$('consent_text_version')}::text IS NOT NULL
       RETURNING *
     ), mail AS (
       -- Spam is mailed to no one until a member says it is not spam.
       INSERT INTO mail_outbox (lead_id, recipient, subject, body, created_at)
       SELECT id, ${p.$('mail_recipient')}::text, ${p.$('mail_subject')}::text, ${p.$('mail_body')}::text, ${at} FROM lead WHERE NOT suspected_bot
     ), deliveries AS (${leadStoredDeliveriesSql(at)}
     )
     SELECT EXISTS (SELECT 1 FROM lead) AS stored, (SELECT suspected_bot FROM lead) AS suspected`,
    p.values,
    // Planning this statement took longer than running it (bench: 1.2 of 1.9 ms in PostgreSQL).
    { prepared: true },
  );
  return result?.stored ? { suspected: result.suspected === true } : null;
}
