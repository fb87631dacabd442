import { DateTime } from 'luxon';
import type { StaffConsultation } from '@bookcraft/shared/contracts';
import type { Database, Queryable } from '../core/db/database';
import { ClientError } from '../core/errors';
import { recordAudit } from '../team/audit';
import { readTeamSettings } from '../team/settings';
import { queueWebhookEvent } from '../webhooks/queue';
import { newLinkSecret } from './links';
import { changeMails } from './mails';
import { queueMails, readConsultation, unlessTaken } from './repository';

interface Member {
  id: string;
  name: string;
  role: string;
}

interface StaffConsultationRow {
  id: string;
  status: 'booked' | 'cancelled';
  starts_at: Date;
  ends_at: Date;
  visitor_zone: string;
  staff_id: string;
  member_name: string;
  name: string;
  email: string;
  phone: string;
  customer_id: string | null;
  lead_id: string;
  utm_campaign: string | null;
  utm_source: string | null;
  utm_term: string | null;
  gclid: string | null;
  outcome: 'held' | 'no-show' | null;
  outcome_note: string;
}

const STAFF_SELECT = `
  SELECT c.id::text AS id, c.status, c.starts_at, c.ends_at, c.visitor_zone, c.staff_id::text AS staff_id, m.display_name AS member_name,
    COALESCE(l.full_name, trim(concat_ws(' ', l.first_name, l.last_name))) AS name, l.email, l.phone, l.customer_id::text AS customer_id, l.id::text AS lead_id,
    l.utm_campaign, l.utm_source, l.utm_term, l.gclid, c.outcome, c.outcome_note
  FROM consultations c JOIN staff_accounts m ON m.id = c.staff_id JOIN leads l ON l.id = c.lead_id`;

const toStaffConsultation = (row: StaffConsultationRow): StaffConsultation => ({
  id: row.id,
  status: row.status,
  start: new Date(row.starts_at).toISOString(),
  end: new Date(row.ends_at).toISOString(),
  visitorZone: row.visitor_zone,
  member: { id: row.staff_id, name: row.member_name },
  person: { name: row.name, email: row.email, phone: row.phone, customerId: row.customer_id },
  leadId: row.lead_id,
  campaign: row.utm_campaign || null,
  source: row.utm_source || null,
  keyword: row.utm_term || null,
  gclid: row.gclid || null,
  outcome: row.outcome,
  outcomeNote: row.outcome_note,
});

/** The calls of a day or a week (days of the team's zone, from `from`), the member's own or the team's, in order. */
export async function listConsultations(db: Database, member: Member, query: { from: string; days: number; scope: 'mine' | 'team' }) {
  const { timeZone } = await readTeamSettings(db);
  const from = DateTime.fromISO(query.from, { zone: timeZone }).startOf('day');
  const rows = await db.query<StaffConsultationRow>(
    `${STAFF_SELECT} WHERE c.starts_at >= $1 AND c.starts_at < $2 AND ($3::uuid IS NULL OR c.staff_id = $3) ORDER BY c.starts_at, c.id`,
    [from.toJSDate(), from.plus({ days: query.days }).toJSDate(), query.scope === 'mine' ? member.id : null],
  );
  return { teamZone: timeZone, consultations: rows.map(toStaffConsultation) };
}

async function oneConsultation(db: Queryable, id: string): Promise<StaffConsultation> {
  const [row] = await db.query<StaffConsultationRow>(`${STAFF_SELECT} WHERE c.id = $1`, [id]);
  if (!row) throw new ClientError(404, 'No such consultation');
  return toStaffConsultation(row);
}

/** Records how a call went: its own member's to record, or an admin's; audited. */
export async function recordOutcome(db: Database, member: Member, id: string, { outcome, note }: { outcome: 'held' | 'no-show'; note: string }, now: Date): Promise<StaffConsultation> {
  return db.transaction(async (tx) => {
    const current = await oneConsultation(tx, id);
    if (member.role !== 'admin' && current.member.id !== member.id) throw new ClientError(403, 'Only the member who has the call, or an admin, records how it went');
    await tx.query('UPDATE consultations SET outcome = $2, outcome_note = $3, updated_at = $4 WHERE id = $1', [id, outcome, note, now]);
    await recordAudit(tx, now, { actor: member, action: 'recorded consultation outcome', subject: `consultation:${id}`, detail: outcome });
    // Once: a call recorded as held again (a note changed) is no new event.
    if (outcome === 'held' && current.outcome !== 'held') await queueWebhookEvent(tx, 'consultation.held', { consultationId: id }, now);
    return oneConsultation(tx, id);
  });
}

/**
 * Gives a booked call to another member who takes consultations and is free then (the exclusion constraint
 * decides, as for a booking): the visitor is mailed the new name with the updated invitation, the new
 * member the invitation, the old one its cancellation. Audited.
 */
export async function reassign(db: Database, admin: Member, id: string, memberId: string, context: { now: Date; siteUrl: string }): Promise<StaffConsultation> {
  const { timeZone } = await readTeamSettings(db);
  return db.transaction(async (tx) => {
    if ((await oneConsultation(tx, id)).status !== 'booked') throw new ClientError(409, 'This consultation was cancelled');
    const before = await readConsultation(tx, id, timeZone);
    if (before.staffId === memberId) return oneConsultation(tx, id);
    const [taker] = await tx.query<{ name: string }>(
      "SELECT display_name AS name FROM staff_accounts WHERE id = $1 AND deactivated_at IS NULL AND takes_consultations AND role IN ('admin', 'agent')",
      [memberId],
    );
    if (!taker) throw new ClientError(400, 'Invalid request', { memberId: 'Choose an active member who takes consultations.' });
    // New links come with the new mail (only a link's hash is kept, so the old mail's could not be repeated).
    const secret = newLinkSecret();
    const moved = await unlessTaken(tx, () =>
      tx.query('UPDATE consultations SET staff_id = $2, sequence = sequence + 1, link_hash = $4, updated_at = $3 WHERE id = $1', [id, memberId, context.now, secret.hash]),
    );
    if (!moved) throw new ClientError(409, `${taker.name} has another call then`, { memberId: `${taker.name} has another call then.` });
    const after = await readConsultation(tx, id, timeZone);
    const [forVisitor, forNewMember] = changeMails(after, 'reassigned', { ...context, linkSecret: secret.value });
    const [, forOldMember] = changeMails({ ...before, sequence: after.sequence }, 'cancelled', context);
    await queueMails(tx, after.leadId, [forVisitor!, forNewMember!, forOldMember!], context.now);
    await queueWebhookEvent(tx, 'consultation.rescheduled', { consultationId: id }, context.now);
    await recordAudit(tx, context.now, { actor: admin, action: 'reassigned consultation', subject: `consultation:${id}`, detail: `${before.member.name} → ${taker.name}` });
    return oneConsultation(tx, id);
  });
}
