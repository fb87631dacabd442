import { SALES_ROLES, type BookedConsultation, type WeeklySchedule } from '@bookcraft/shared/contracts';
import type { Queryable } from '../core/db/database';
import type { ConsultationMail, ConsultationView } from './mails';
import type { ConsultingMember, SlotRules, Span } from './slots';

/** The one row of consultation_settings. */
export async function readSlotRules(db: Queryable): Promise<SlotRules> {
  const [row] = await db.query<{ length_minutes: number; notice_minutes: number; buffer_minutes: number; horizon_days: number }>(
    'SELECT length_minutes, notice_minutes, buffer_minutes, horizon_days FROM consultation_settings WHERE id',
  );
  if (!row) throw new Error('consultation_settings has no row: migration 030 inserts it');
  return { lengthMinutes: row.length_minutes, noticeMinutes: row.notice_minutes, bufferMinutes: row.buffer_minutes, horizonDays: row.horizon_days };
}

/**
 * The active sales members who take consultations, each with their time off and booked calls that end
 * after `from` (what could touch a time still offered).
 */
export async function consultingMembers(db: Queryable, from: Date): Promise<ConsultingMember[]> {
  const rows = await db.query<{ id: string; own_hours: WeeklySchedule | null; kind: 'off' | 'call' | null; starts_at: Date | null; ends_at: Date | null }>(
    `SELECT a.id::text AS id, a.consultation_hours AS own_hours, busy.kind, busy.starts_at, busy.ends_at
     FROM staff_accounts a
     LEFT JOIN (
       SELECT staff_id, 'off' AS kind, starts_at, ends_at FROM member_time_off WHERE ends_at > $1
       UNION ALL
       SELECT staff_id, 'call', starts_at, ends_at FROM consultations WHERE status = 'booked' AND ends_at > $1
     ) busy ON busy.staff_id = a.id
     WHERE a.deactivated_at IS NULL AND a.takes_consultations AND a.role = ANY($2::text[])
     ORDER BY a.id`,
    [from, SALES_ROLES],
  );
  const members = new Map<string, ConsultingMember>();
  for (const row of rows) {
    const member = members.get(row.id) ?? { id: row.id, ownHours: row.own_hours, timeOff: [], booked: [] };
    members.set(row.id, member);
    if (!row.kind) continue;
    const span: Span = { start: new Date(row.starts_at!), end: new Date(row.ends_at!) };
    (row.kind === 'off' ? member.timeOff : member.booked).push(span);
  }
  return [...members.values()];
}

/** A consultation with what its mails and pages say, by id. */
export async function readConsultation(db: Queryable, id: string, teamZone: string): Promise<ConsultationView & { status: 'booked' | 'cancelled' }> {
  const [row] = await db.query<ConsultationRow>(`${CONSULTATION_SELECT} WHERE c.id = $1`, [id]);
  if (!row) throw new Error(`No consultation ${id}`);
  return viewOf(row, teamZone);
}

/** The consultation a mailed link names, while the link still works: booked, and the call not yet over. */
export async function consultationByLink(db: Queryable, hash: string, now: Date, teamZone: string): Promise<(ConsultationView & { status: 'booked' | 'cancelled' }) | undefined> {
  const [row] = await db.query<ConsultationRow>(`${CONSULTATION_SELECT} WHERE c.link_hash = $1 AND c.status = 'booked' AND c.ends_at > $2`, [hash, now]);
  return row && viewOf(row, teamZone);
}

interface ConsultationRow {
  id: string;
  lead_id: string;
  staff_id: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  starts_at: Date;
  ends_at: Date;
  visitor_zone: string;
  member_name: string;
  member_email: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  email: string;
  phone: string;
}

const CONSULTATION_SELECT = `
  SELECT c.id::text AS id, c.lead_id::text AS lead_id, c.staff_id::text AS staff_id, c.status, c.sequence, c.starts_at, c.ends_at, c.visitor_zone,
    m.display_name AS member_name, m.email AS member_email, l.first_name, l.last_name, l.full_name, l.email, l.phone
  FROM consultations c JOIN staff_accounts m ON m.id = c.staff_id JOIN leads l ON l.id = c.lead_id`;

function viewOf(row: ConsultationRow, teamZone: string): ConsultationView & { status: 'booked' | 'cancelled' } {
  const firstName = row.first_name ?? row.full_name?.split(' ')[0] ?? '';
  return {
    id: row.id,
    leadId: row.lead_id,
    staffId: row.staff_id,
    status: row.status,
    sequence: row.sequence,
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    visitorZone: row.visitor_zone,
    teamZone,
    member: { name: row.member_name, email: row.member_email },
    visitor: { firstName, name: row.full_name ?? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), email: row.email, phone: row.phone },
  };
}

/** What the visitor is told of their booking. */
export function toBooked(view: ConsultationView, status: 'booked' | 'cancelled'): BookedConsultation {
  return {
    id: view.id,
    status,
    start: view.start.toISOString(),
    end: view.end.toISOString(),
    zone: view.visitorZone,
    teamZone: view.teamZone,
    memberName: view.member.name,
    phone: view.visitor.phone,
  };
}

/** Puts mails in the durable outbox, with the lead they belong to (erased with it). */
export async function queueMails(db: Queryable, leadId: string, mails: ConsultationMail[], now: Date): Promise<void> {
  for (const mail of mails) {
    await db.query(
      'INSERT INTO mail_outbox (lead_id, recipient, subject, body, calendar, calendar_method, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [leadId, mail.recipient, mail.subject, mail.body, mail.calendar, mail.calendarMethod, now],
    );
  }
}

/**
 * Changes a call in a savepoint, or answers false when the exclusion constraint refuses the change
 * (another call of that member holds the time): the savepoint keeps the transaction alive for the next try.
 */
export async function unlessTaken(tx: Queryable, change: () => Promise<unknown>): Promise<boolean> {
  await tx.query('SAVEPOINT call_change');
  try {
    await change();
    await tx.query('RELEASE SAVEPOINT call_change');
    return true;
  } catch (error) {
    if ((error as { code?: string }).code !== EXCLUSION_VIOLATION) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT call_change');
    return false;
  }
}

const EXCLUSION_VIOLATION = '23P01';
