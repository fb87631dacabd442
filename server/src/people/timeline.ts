import type { ApiAnswer } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { addressesOf, mailOfPerson } from './addresses';
import { personOf, visitorsOfPerson } from './links';
import { suggestionsFor } from './suggestions';
import { touchesOfPerson } from './touches';
import { visitsOf } from './visits';

type Person = ApiAnswer<'GET /api/staff/people/:id'>;
type TimelineEntry = Person['timeline'][number];
type TimelineDeal = Extract<TimelineEntry, { kind: 'deal' }>;

const iso = (value: Date | string) => new Date(value).toISOString();
const distinct = (values: (string | null)[]) => [...new Set(values.map((value) => value?.trim() ?? '').filter(Boolean))];

/** The visitor's person as staff read it: their devices, what they told us, and the timeline, newest first; null for an unknown visitor. */
export async function personTimeline(db: Database, visitorId: string, salesEmail: string): Promise<Person | null> {
  return db.transaction(async (tx) => {
    const [found] = await tx.query('SELECT 1 FROM customers WHERE id = $1', [visitorId]);
    if (!found) return null;
    const personId = await personOf(tx, visitorId);
    const visitorIds = await visitorsOfPerson(tx, visitorId);
    const devices = await devicesOf(tx, visitorIds);
    const contact = await contactOf(tx, visitorIds);
    const timeline = [
      ...(await visitsOf(tx, visitorIds)),
      ...(await conversationsOf(tx, visitorIds)),
      ...(await leadsOf(tx, visitorIds)),
      ...(await mailsOf(tx, visitorIds, salesEmail)),
      ...(await dealsOf(tx, visitorIds)),
    ].sort((a, b) => b.at.localeCompare(a.at));
    return { personId, visitorId, ...contact, devices, ...(await touchesOfPerson(tx, visitorIds)), timeline, suggestions: await suggestionsFor(tx, visitorIds) };
  });
}

async function devicesOf(tx: Queryable, visitorIds: string[]): Promise<Person['devices']> {
  const rows = await tx.query<{ id: string; os: string; screen: string; first_seen: Date; last_seen: Date; reason: 'proven email' | 'manual' | null; by: string | null; linked_at: Date | null }>(
    `SELECT c.id::text AS id, c.os, c.screen_resolution AS screen, c.created_at AS first_seen, c.last_seen_at AS last_seen,
       l.reason, l.linked_by_name AS by, l.linked_at
     FROM customers c LEFT JOIN person_links l ON l.customer_id = c.id WHERE c.id = ANY($1::uuid[]) ORDER BY c.last_seen_at DESC, c.id`,
    [visitorIds],
  );
  return rows.map((row) => ({
    id: row.id,
    os: row.os,
    screen: row.screen,
    firstSeen: iso(row.first_seen),
    lastSeen: iso(row.last_seen),
    joined: row.reason && row.linked_at ? { reason: row.reason, by: row.by, at: iso(row.linked_at) } : null,
  }));
}

/** The names, addresses and phones the person gave: on their visitor records and in their leads. */
async function contactOf(tx: Queryable, visitorIds: string[]): Promise<Pick<Person, 'names' | 'emails' | 'phones'>> {
  const rows = await tx.query<{ name: string | null; phone: string | null }>(
    `SELECT name, phone FROM customers WHERE id = ANY($1::uuid[])
     UNION ALL
     SELECT COALESCE(full_name, concat_ws(' ', first_name, last_name)), phone FROM leads WHERE customer_id = ANY($1::uuid[])`,
    [visitorIds],
  );
  return { names: distinct(rows.map((row) => row.name)), emails: await addressesOf(tx, visitorIds), phones: distinct(rows.map((row) => row.phone)) };
}

/** The visitors' conversations: rooms with at least one message from the visitor or a member. */
async function conversationsOf(tx: Queryable, visitorIds: string[]): Promise<TimelineEntry[]> {
  const rows = await tx.query<{ room_id: string; visitor_id: string; created_at: Date; status: 'open' | 'closed'; assignee: string | null; rating: number | null; messages: number }>(
    `SELECT r.id::text AS room_id, r.customer_id::text AS visitor_id, r.created_at, r.status, r.agent_name AS assignee, r.rating,
       (SELECT count(*)::int FROM chat_messages m WHERE m.room_id = r.id AND m.sender_role <> 'system') AS messages
     FROM chat_rooms r
     -- A room the widget opened that nobody wrote in is no conversation.
     WHERE r.customer_id = ANY($1::uuid[]) AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.room_id = r.id AND m.sender_role <> 'system')`,
    [visitorIds],
  );
  return rows.map((row) => ({
    kind: 'conversation',
    at: iso(row.created_at),
    visitorId: row.visitor_id,
    roomId: row.room_id,
    status: row.status,
    assignee: row.assignee,
    rating: row.rating,
    messages: row.messages,
  }));
}

async function leadsOf(tx: Queryable, visitorIds: string[]): Promise<TimelineEntry[]> {
  const rows = await tx.query<{ id: string; visitor_id: string; created_at: Date; form: string; message: string }>(
    `SELECT id::text AS id, customer_id::text AS visitor_id, created_at, form_type AS form, message FROM leads WHERE customer_id = ANY($1::uuid[])`,
    [visitorIds],
  );
  return rows.map((row) => ({ kind: 'lead', at: iso(row.created_at), visitorId: row.visitor_id, leadId: row.id, form: row.form, message: row.message }));
}

/** The deals opened on the person's visitors or their leads, each with its moves, oldest first. */
async function dealsOf(tx: Queryable, visitorIds: string[]): Promise<TimelineEntry[]> {
  const rows = await tx.query<{ id: string; title: string; created_at: Date; stage: string; amount_cents: string; currency: string; owner: string; moves: TimelineDeal['moves'] }>(
    `SELECT d.id::text AS id, d.title, d.created_at, s.name AS stage, d.amount_cents, d.currency, o.display_name AS owner,
       COALESCE((SELECT jsonb_agg(jsonb_build_object('from', m.from_stage, 'to', m.to_stage, 'by', m.moved_by_name,
         'at', to_char(m.moved_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY m.moved_at, m.id) FROM deal_moves m WHERE m.deal_id = d.id), '[]'::jsonb) AS moves
     FROM deals d JOIN deal_stages s ON s.id = d.stage_id JOIN staff_accounts o ON o.id = d.owner_id LEFT JOIN leads l ON l.id = d.lead_id
     WHERE d.customer_id = ANY($1::uuid[]) OR l.customer_id = ANY($1::uuid[])`,
    [visitorIds],
  );
  return rows.map((row) => ({ kind: 'deal', at: iso(row.created_at), dealId: row.id, title: row.title, stage: row.stage, amountCents: Number(row.amount_cents), currency: row.currency, owner: row.owner, moves: row.moves }));
}

/** The person's own mail (`mailOfPerson`): sent once delivered, pending until then. */
async function mailsOf(tx: Queryable, visitorIds: string[], salesEmail: string): Promise<TimelineEntry[]> {
  const rows = await tx.query<{ recipient: string; subject: string; created_at: Date; delivered_at: Date | null }>(
    'SELECT recipient, subject, created_at, delivered_at FROM mail_outbox WHERE id = ANY($1::uuid[])',
    [await mailOfPerson(tx, visitorIds, salesEmail)],
  );
  return rows.map((row) => ({ kind: 'mail', at: iso(row.created_at), recipient: row.recipient, subject: row.subject, sent: row.delivered_at !== null }));
}
